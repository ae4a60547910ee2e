/**
 * The packages area: the catalogue (`skus`) and what each account or team holds
 * (`package_grants`). Today it answers the catalogue and tells the API-key settings which features
 * an owner's packages include (package-check.ts); buying and usage come with the packages issue.
 */
import type { HubModule } from '../module'
import { registerDevPackageMethods } from './dev.methods'
import { registerPackageMethods } from './packages.methods'

/** Owns the `skus` and `package_grants` tables. */
export const packagesModule: HubModule = {
  name: 'packages',
  registerMethods(registry, settings) {
    registerPackageMethods(registry)
    if (!settings.production) registerDevPackageMethods(registry)
  },
}
