import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useMemo } from 'react'
import { usePageTitle } from '../../components/layouts/use-page-title'
import { ApiKeysSkeleton } from '../../features/api-keys/api-keys-skeleton'
import {
  keyListSearchOf,
  keyListViewOf,
  validateKeyListSearch,
  type KeyListView,
} from '../../features/api-keys/components/list/key-list-search'
import { loadCatalogPart } from '../../i18n/i18n'

/**
 * The key list draws from the store, which the session runtime opens beside the first paint
 * (src/app/session-start.ts): the page paints its title and a skeleton, and the list's code
 * starts loading as soon as this page's code runs, not once it has rendered. The `apiKeyTools`
 * words come with it: what the list opens (dialogs, the advanced features panel) is then ready at
 * once, and the list's own words can leave the first-paint catalog.
 */
const sectionCode = Promise.all([
  import('../../features/api-keys/components/api-keys-section'),
  loadCatalogPart('apiKeyTools'),
])
const ApiKeysSection = lazy(async () => ({ default: (await sectionCode)[0].ApiKeysSection }))

export const Route = createFileRoute('/rpc/endpoint')({
  // Search, order and the open key live in the address, so a reload or a shared link keeps them.
  validateSearch: validateKeyListSearch,
  component: EndpointPage,
})

/** Where signed-in users land: their API keys and each key's endpoints on every chain. */
function EndpointPage() {
  const { t } = useLingui()
  usePageTitle(t`Endpoints`)
  const search = Route.useSearch()
  const view = useMemo(() => keyListViewOf(search as Record<string, unknown>), [search])
  const navigate = useNavigate({ from: Route.fullPath })
  const onView = (patch: Partial<KeyListView>) =>
    void navigate({ search: keyListSearchOf({ ...view, ...patch }), replace: true, resetScroll: false })
  return (
    // Wider than the other pages: the key table and a key's details sit side by side.
    <div className="mx-auto w-full max-w-7xl">
      <h1 className="text-2xl font-semibold">
        <Trans>Endpoints</Trans>
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Your API keys and their HTTPS and WebSocket endpoints for every chain.</Trans>
      </p>
      <Suspense fallback={<ApiKeysSkeleton />}>
        <ApiKeysSection view={view} onView={onView} />
      </Suspense>
    </div>
  )
}
