/**
 * The OAuth identities bound to the account, one row per provider this deployment offers (and
 * any bound identity of a provider no longer offered). Binding asks the server for the provider's
 * authorization URL (hub_bindOauth) and goes there; the provider sends the browser back to
 * /bind/callback, which finishes the binding. Unbinding the last way in is refused by the server
 * with its reason, which shows.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { OauthBinding, UserProfile } from '../../../../contract'
import { Button } from '../../../components/ui/button'
import { SkeletonText } from '../../../components/ui/skeleton'
import { formatDate } from '../../../lib/dates'
import { rpc } from '../../../lib/rpc-client'
import { ProfileSection } from './profile-section'
import { recordProfile } from './record-profile'
import { serverErrorText } from './server-error-text'
import { useOauthProviders, type OauthProvider } from './use-oauth-providers'

export function OauthBindingsSection({ profile }: { profile: UserProfile }) {
  const providers = useOauthProviders()
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function bind(provider: string) {
    setBusy(provider)
    setError(null)
    try {
      const { authorizeUrl } = await rpc('hub_bindOauth', { provider })
      window.location.assign(authorizeUrl)
    } catch (failure) {
      setError(serverErrorText(failure))
      setBusy(null)
    }
  }

  async function unbind(provider: string) {
    setBusy(provider)
    setError(null)
    try {
      await recordProfile(await rpc('hub_unbindOauth', { provider }))
    } catch (failure) {
      setError(serverErrorText(failure))
    } finally {
      setBusy(null)
    }
  }

  const rows = providerRows(providers ?? [], profile.oauth)
  return (
    <ProfileSection
      title={<Trans>Connected accounts</Trans>}
      description={<Trans>Log in with an account you have elsewhere by connecting it here.</Trans>}
    >
      {providers === null ? (
        <SkeletonText lines={2} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>No other login services are offered here.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map(({ provider, binding }) => (
            <OauthRow
              key={provider.id}
              provider={provider}
              binding={binding}
              busy={busy === provider.id}
              disabled={busy !== null}
              onBind={() => void bind(provider.id)}
              onUnbind={() => void unbind(provider.id)}
            />
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </ProfileSection>
  )
}

function OauthRow(props: {
  provider: OauthProvider
  binding: OauthBinding | undefined
  busy: boolean
  disabled: boolean
  onBind(): void
  onUnbind(): void
}) {
  const { t } = useLingui()
  const { provider, binding } = props
  const name = provider.name
  const account = binding?.account ?? ''
  const since = binding ? formatDate(binding.boundAt) : ''
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">{name}</p>
        <p className="text-sm break-all text-slate-600 dark:text-slate-300">
          {binding ? (
            <Trans>
              Connected as {account} since {since}
            </Trans>
          ) : (
            <Trans>Not connected</Trans>
          )}
        </p>
      </div>
      {binding ? (
        <Button
          variant="secondary"
          size="sm"
          loading={props.busy}
          disabled={props.disabled}
          onClick={props.onUnbind}
          aria-label={t`Disconnect ${name}`}
        >
          <Trans>Disconnect</Trans>
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          loading={props.busy}
          disabled={props.disabled}
          onClick={props.onBind}
          aria-label={t`Connect ${name}`}
        >
          <Trans>Connect</Trans>
        </Button>
      )}
    </li>
  )
}

/** Offered providers in their order, then bound identities of providers no longer offered. */
export function providerRows(offered: readonly OauthProvider[], bound: readonly OauthBinding[]) {
  const rows = offered.map((provider) => ({ provider, binding: bound.find((item) => item.provider === provider.id) }))
  for (const binding of bound)
    if (!offered.some((provider) => provider.id === binding.provider))
      rows.push({ provider: { id: binding.provider, name: binding.provider }, binding })
  return rows
}
