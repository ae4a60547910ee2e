/**
 * The wallet bound to the account (Sign-In with Ethereum). Binding asks the browser wallet
 * (EIP-1193) for an account, has it sign a sign-in message around a fresh server nonce and sends
 * the proof (hub_bindMetamask). Unbinding may be refused when the wallet is the last way in: the
 * server's reason shows. Without a wallet extension the section says how to get one.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { UserProfile } from '../../../../contract'
import { Button } from '../../../components/ui/button'
import { rpc } from '../../../lib/rpc-client'
import { getInjectedProvider, isUserRejection, signInWithWallet } from '../../../lib/siwe-wallet'
import { ProfileSection } from './profile-section'
import { recordProfile } from './record-profile'
import { serverErrorText } from './server-error-text'

export function WalletBindingSection({ profile }: { profile: UserProfile }) {
  const { t } = useLingui()
  const [busy, setBusy] = useState<'bind' | 'unbind' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const provider = getInjectedProvider()

  async function bind() {
    if (!provider) return
    setBusy('bind')
    setError(null)
    try {
      const { nonce } = await rpc('hub_getSiweNonce', {})
      const proof = await signInWithWallet(provider, nonce)
      await recordProfile(await rpc('hub_bindMetamask', proof))
    } catch (failure) {
      if (isUserRejection(failure)) setError(t`The wallet request was cancelled. Nothing was changed.`)
      else setError(serverErrorText(failure) ?? walletFailure(failure, t`The wallet could not sign in. Try again.`))
    } finally {
      setBusy(null)
    }
  }

  async function unbind() {
    setBusy('unbind')
    setError(null)
    try {
      await recordProfile(await rpc('hub_unbindMetamask', {}))
    } catch (failure) {
      setError(serverErrorText(failure))
    } finally {
      setBusy(null)
    }
  }

  return (
    <ProfileSection
      title={<Trans>Wallet</Trans>}
      description={<Trans>Log in with a browser wallet such as MetaMask by binding it to your account.</Trans>}
    >
      {profile.walletAddress ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="min-w-0 font-mono text-sm break-all" data-testid="profile-wallet-address">
            {profile.walletAddress}
          </p>
          <Button variant="secondary" size="sm" loading={busy === 'unbind'} onClick={() => void unbind()}>
            <Trans>Unbind wallet</Trans>
          </Button>
        </div>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>No wallet is bound.</Trans>
          </p>
          {provider ? (
            <Button variant="secondary" size="sm" loading={busy === 'bind'} onClick={() => void bind()}>
              <Trans>Bind a wallet</Trans>
            </Button>
          ) : (
            <p className="text-sm" data-testid="no-wallet-help">
              <Trans>
                No browser wallet was found. Install a wallet extension such as MetaMask from your browser's extension
                store, create or import an account in it, then reload this page.
              </Trans>
            </p>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </ProfileSection>
  )
}

/** A wallet's own failure (not the server's): its message when it gave one, else `fallback`. */
function walletFailure(failure: unknown, fallback: string): string | null {
  const code = (failure as { code?: unknown } | null)?.code
  if (typeof code === 'number' && failure instanceof Error && failure.message) return failure.message
  return failure instanceof Error && failure.name === 'WalletError' ? fallback : null
}
