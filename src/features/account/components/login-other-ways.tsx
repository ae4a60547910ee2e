/**
 * The log-in page's other ways in: the wallet extension (Sign-In with Ethereum through the
 * EIP-1193 provider it injects) and the OAuth providers the server offers (hub_getConfig). A
 * browser without a wallet gets, on pressing the button, how to get one instead of an error. A
 * wallet refusal (the user declined) or a wallet answering nonsense is said here; the server's
 * refusals are told by the RPC client's error policy.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { useOauthProviders } from '../profile/use-oauth-providers'
import type { WalletProblem } from './login-driver'

export interface LoginOtherWaysProps {
  busy: boolean
  /** The wallet's own failure in the last attempt, if it failed so. */
  walletProblem: WalletProblem | null
  /** Asks the wallet to sign in; answers false when the browser has none. */
  onWallet(): Promise<boolean>
  onProvider(provider: string): void
}

const WALLET_DOWNLOAD_URL = 'https://metamask.io/download/'

export function LoginOtherWays({ busy, walletProblem, onWallet, onProvider }: LoginOtherWaysProps) {
  const { i18n } = useLingui()
  const providers = useOauthProviders()
  const [noWallet, setNoWallet] = useState(false)
  const [lastWay, setLastWay] = useState<string | null>(null)
  const problem = lastWay === 'wallet' && walletProblem ? WALLET_PROBLEMS[walletProblem] : null

  async function chooseWallet() {
    setLastWay('wallet')
    setNoWallet(!(await onWallet()))
  }

  return (
    <section aria-labelledby="login-other-ways" className="space-y-3">
      <h2 id="login-other-ways" className="text-center text-sm text-slate-600 dark:text-slate-300">
        <Trans>Or log in with</Trans>
      </h2>
      <Button
        variant="secondary"
        className="w-full"
        disabled={busy}
        loading={busy && lastWay === 'wallet'}
        onClick={() => void chooseWallet()}
        data-testid="wallet-login"
        aria-describedby={noWallet ? 'login-no-wallet' : undefined}
      >
        <Trans>A wallet extension</Trans>
      </Button>
      {noWallet && (
        <p
          id="login-no-wallet"
          role="status"
          data-testid="no-wallet-help"
          className="text-sm text-slate-700 dark:text-slate-200"
        >
          <Trans>
            No wallet extension was found in this browser. Install one, such as{' '}
            <a
              href={WALLET_DOWNLOAD_URL}
              target="_blank"
              rel="noreferrer"
              className="text-brand-700 underline dark:text-brand-300"
            >
              MetaMask
            </a>
            , then reload this page.
          </Trans>
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="wallet-problem">
          {i18n._(problem)}
        </p>
      )}
      {providers?.map(({ id, name: providerName }) => (
        <Button
          key={id}
          data-testid={`oauth-login-${id}`}
          variant="secondary"
          className="w-full"
          disabled={busy}
          loading={busy && lastWay === id}
          onClick={() => {
            setLastWay(id)
            onProvider(id)
          }}
        >
          <Trans>Continue with {providerName}</Trans>
        </Button>
      ))}
    </section>
  )
}

/** What the wallet's own failure means for the person (server errors are toasted already). */
const WALLET_PROBLEMS: Record<WalletProblem, MessageDescriptor> = {
  declined: msg`You declined the request in your wallet. Nothing was sent.`,
  unusable: msg`Your wallet gave an answer we could not use. Try again.`,
}
