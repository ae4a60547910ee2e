/**
 * The packages area: the catalogue (`skus`) and what each account or team holds
 * (`package_grants`), buying them (purchases/: by wallet here, by card through wallet/cards), and
 * which features an owner's packages include (package-check.ts).
 */
import type { HubModule } from '../module'
import { registerDevPackageMethods } from './dev.methods'
import { registerPackageMethods } from './packages.methods'
import { registerPurchaseMethods } from './purchases/purchase.methods'
import { registerRuMethods } from './ru/ru.methods'

/** Owns the `skus` and `package_grants` tables. */
export const packagesModule: HubModule = {
  name: 'packages',
  registerMethods(registry, settings) {
    registerPackageMethods(registry, settings)
    registerPurchaseMethods(registry)
    registerRuMethods(registry, settings)
    if (!settings.production) registerDevPackageMethods(registry)
  },
}
