import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useEffect, useId } from 'react'
import type { ApiKey } from '../../../contract/methods/api-keys'
import type { Notice } from '../../../contract'
import { usePageTitle } from '../../components/layouts/use-page-title'
import { DataAge } from '../../components/ui/data-age'
import { DataCard } from '../../components/ui/data-card'
import { Skeleton } from '../../components/ui/skeleton'
import { useOnline } from '../../components/ui/use-online'
import { LimitCard } from '../../features/account/components/limit-card'
import { WelcomeHeading } from '../../features/account/components/welcome-heading'
import { profileProjection } from '../../features/account/profile.projection'
import { useSessionStatus } from '../../features/account/session-link'
import { apiKeysProjection } from '../../features/api-keys/api-keys.projection'
import { chainsProjection } from '../../features/api-keys/chains.projection'
import { useApiKeysRefresh } from '../../features/api-keys/use-api-keys-refresh'
import { NoticeRow } from '../../features/notices/components/notice-row'
import { noticesProjection } from '../../features/notices/notices.projection'
import { BannerStrip } from '../../features/overview/components/banner-strip'
import { FirstSteps } from '../../features/overview/components/first-steps'
import { UsageCard } from '../../features/overview/components/usage-card'
import { visibleBanners, type OverviewState } from '../../features/overview/overview.projection'
import { useOverview } from '../../features/overview/use-overview'
import { trackEvent } from '../../lib/track-event'
import { WalletCard } from '../../features/wallet/summary/wallet-card'
import { WalletOfflineNote } from '../../features/wallet/summary/wallet-offline-note'
import { loadCatalogPart } from '../../i18n/i18n'
import { useView } from '../../store/use-view'

export const Route = createFileRoute('/rpc/')({
  component: OverviewPage,
})

/** How many notices the overview lists; the rest are in the notice centre. */
const LATEST_NOTICES = 3

/** The dashboard's landing page: the account at a glance, from the store (so also offline). */
function OverviewPage() {
  const { t } = useLingui()
  usePageTitle(t`Overview`)
  const status = useSessionStatus()
  if (status === 'signedOut') {
    return (
      <div className="mx-auto max-w-5xl">
        <h1 className="text-2xl font-semibold">
          <Trans>Overview</Trans>
        </h1>
        <p className="mt-4">
          <Trans>
            <Link to="/login" className="text-brand-700 underline dark:text-brand-300">
              Log in
            </Link>{' '}
            to see your balance, rate limit and notices.
          </Trans>
        </p>
      </div>
    )
  }
  return <SignedInOverview signedIn={status === 'signedIn'} />
}

function SignedInOverview({ signedIn }: { signedIn: boolean }) {
  const overview = useOverview(signedIn)
  const keysRefresh = useApiKeysRefresh()
  const keys = useView(apiKeysProjection)
  // Read with the session (the access guard waits for it): how many keys the card will list.
  const profile = useView(profileProjection)
  const chains = useView(chainsProjection)?.state ?? null
  const notices = useView(noticesProjection)
  const state = overview.view?.state
  const online = useOnline()
  const offlineReasonId = useId()
  // The keys and chains come together (useApiKeysRefresh); the chains may fail alone.
  const keysKnown =
    (!!keys?.state && (chains !== null || keysRefresh.state !== 'loading')) || keysRefresh.state === 'failed'
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <WelcomeHeading />
      {!online && <WalletOfflineNote id={offlineReasonId} />}
      {/* The banners and the first steps sit above the cards: until whether they show is known,
          one placeholder stands for the page, and the cards come once, where they stay (the
          first steps arriving above drawn cards moved a new customer's page 0.21). */}
      {!overview.settled || !keysKnown ? (
        <OverviewPlaceholder />
      ) : (
        <>
          {state && (
            <BannerStrip
              banners={visibleBanners(state)}
              onDismiss={overview.dismissBanner}
              onOpen={(id) => trackEvent('banner_opened', { banner: id })}
            />
          )}
          {keys?.state && chains && isNewAccount(keys.state.keys, state) && (
            <FirstSteps
              keys={keys.state.keys}
              chains={chains}
              onUrlCopied={(network) => trackEvent('endpoint_url_copied', { network, from: 'overview' })}
            />
          )}
          {/* Side by side from lg: between md and lg the sidebar leaves each card some 260 px, their
            figures wrapped, and the skeletons (the phone's shapes) no longer held their place. */}
          <div className="grid gap-4 lg:grid-cols-2">
            <WalletCard offlineReasonId={offlineReasonId} />
            <UsageCard state={state} failed={overview.failed} />
            <LimitCard />
            <KeysCard
              keys={keys?.state?.keys ?? null}
              syncedAt={keys?.syncedAt ?? null}
              expected={profile?.state?.totalApiKeys ?? 0}
            />
          </div>
          <LatestNotices notices={notices?.state.notices ?? null} syncedAt={notices?.syncedAt ?? null} />
        </>
      )}
    </div>
  )
}

/** The overview's cards and notices in outline, while what goes above them is not known yet. */
function OverviewPlaceholder() {
  return (
    <div aria-hidden="true" className="space-y-6">
      <div className="grid gap-4 lg:grid-cols-2">
        {PLACEHOLDER_CARDS.map((height, index) => (
          <Skeleton key={index} className={`${height} rounded-lg`} />
        ))}
      </div>
      <Skeleton className="h-40 rounded-lg" />
    </div>
  )
}

const PLACEHOLDER_CARDS = ['h-64', 'h-64', 'h-44', 'h-44']

/** No key yet, or no request counted yet (recently nor today): the first steps still matter. */
function isNewAccount(keys: readonly ApiKey[], state: OverviewState | undefined): boolean {
  if (keys.length === 0) return true
  const forecast = state?.forecast
  const today = state?.today
  if (!forecast || !today) return false
  return forecast.dailyRate === 0 && today.requests === 0
}

/** How many keys the overview lists; the rest are on /rpc/endpoint. */
const KEYS_SHOWN = 5

/**
 * The keys (up to 5). Their list keeps the height of five rows, loaded or not: the skeleton's
 * rows cannot know the count before the profile is read (one row became four a moment later),
 * and the card beside this one on a wide screen must not move either way.
 */
function KeysCard({
  keys,
  syncedAt,
  expected,
}: {
  keys: readonly ApiKey[] | null
  syncedAt: string | null
  expected: number
}) {
  return (
    <DataCard
      title={<Trans>API keys</Trans>}
      syncedAt={syncedAt}
      ready={keys !== null}
      placeholder={
        <div className={`mt-2 space-y-1 ${KEY_LIST_HEIGHT}`} aria-hidden="true">
          {Array.from({ length: Math.min(Math.max(expected, 1), KEYS_SHOWN) }, (_, index) => (
            <Skeleton key={index} className="h-5 w-2/3" />
          ))}
        </div>
      }
      actions={
        <Link to="/rpc/endpoint" className="text-sm text-brand-700 underline dark:text-brand-300">
          <Trans>Manage keys and endpoints</Trans>
        </Link>
      }
    >
      {keys?.length === 0 ? (
        <p className={`mt-2 text-sm ${KEY_LIST_HEIGHT}`}>
          <Trans>No keys yet.</Trans>
        </p>
      ) : (
        <ul className={`mt-2 space-y-1 text-sm ${KEY_LIST_HEIGHT}`} data-testid="overview-keys">
          {keys?.slice(0, KEYS_SHOWN).map((key) => (
            <li key={key.id} className="flex items-center justify-between gap-2">
              <span className="truncate font-medium">{key.name}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {key.frozen ? <Trans>Frozen</Trans> : <Trans>Active</Trans>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DataCard>
  )
}

/** Five rows of 20 px with 4 px between: the key list's height, loaded or not. */
const KEY_LIST_HEIGHT = 'min-h-[116px]'

function LatestNotices({ notices, syncedAt }: { notices: readonly Notice[] | null; syncedAt: string | null }) {
  // The notices' words are a catalog part of the notice centre's (src/README.md "Catalog parts").
  useEffect(() => void loadCatalogPart('notices'), [])
  return (
    <section
      aria-labelledby="latest-notices-title"
      className="rounded-lg border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="latest-notices-title" className="text-sm font-medium text-slate-600 dark:text-slate-300">
        <Trans>Latest notices</Trans>
      </h2>
      {/* Above the list, which comes last on the page: the notices arriving move nothing below them. */}
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Every notice is in the notice centre: the bell at the top of the page.</Trans>
      </p>
      {notices !== null && notices.length === 0 && (
        <p className="mt-2 text-sm">
          <Trans>No notices.</Trans>
        </p>
      )}
      {notices !== null && notices.length > 0 && (
        <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
          {notices.slice(0, LATEST_NOTICES).map((notice) => (
            <li key={notice.id}>
              <NoticeRow notice={notice} />
            </li>
          ))}
        </ul>
      )}
      <DataAge syncedAt={syncedAt} className="mt-1" />
    </section>
  )
}
