/**
 * What opens from the key list on demand: the dialogs and the advanced features panel. Each is
 * loaded with its words (the `apiKeyTools` catalog part, lingui.config.ts) when first opened, so
 * none of it weighs on the landing page's first paint.
 */
import { lazy, type ComponentType } from 'react'
import { loadCatalogPart } from '../../../i18n/i18n'

function withWords<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadCatalogPart('apiKeyTools')])
    return module
  })
}

export const CreateApiKeyDialog = withWords(() => import('../dialogs/create-api-key-dialog'))
export const DeleteApiKeyDialog = withWords(() => import('../dialogs/delete-api-key-dialog'))
export const RotateApiKeyDialog = withWords(() => import('../dialogs/rotate-api-key-dialog'))
export const AdvancedFeaturesPanel = withWords(() => import('../settings/advanced-features-panel'))
