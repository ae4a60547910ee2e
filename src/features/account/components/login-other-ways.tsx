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
import { getInjectedProvider, isUserRejection, WalletError } from '../../../lib/siwe-wallet'
import { useOauthProviders } from '../profile/use-oauth-providers'

export interface LoginOtherWaysProps {
  busy: boolean
  /** The last attempt's failure, if it failed. */
  lastError: unknown
  onWallet(): void
  onProvider(provider: string): void
}

const WALLET_DOWNLOAD_URL = 'https://metamask.io/download/'

export function LoginOtherWays({ busy, lastError, onWallet, onProvider }: LoginOtherWaysProps) {
  const { i18n } = useLingui()
  const providers = useOauthProviders()
  const [noWallet, setNoWallet] = useState(false)
  const [lastWay, setLastWay] = useState<string | null>(null)
  const problem = lastWay === 'wallet' ? walletProblem(lastError) : null

  function chooseWallet() {
    setLastWay('wallet')
    if (!getInjectedProvider()) {
      setNoWallet(true)
      return
    }
    setNoWallet(false)
    onWallet()
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
        onClick={chooseWallet}
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

/** What the wallet's own failure means for the person; null for server errors (already toasted). */
function walletProblem(error: unknown): MessageDescriptor | null {
  if (error === undefined) return null
  if (isUserRejection(error)) return msg`You declined the request in your wallet. Nothing was sent.`
  if (error instanceof WalletError) return msg`Your wallet gave an answer we could not use. Try again.`
  return null
}
