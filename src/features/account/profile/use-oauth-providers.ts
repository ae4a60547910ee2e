/**
 * The OAuth providers this deployment offers (hub_getConfig's `oauthProviders`), read when the
 * profile opens. Null while loading or when the config could not be read (then only the bound
 * identities are listed).
 */
import { useEffect, useState } from 'react'
import type { HubConfig } from '../../../../contract'
import { rpcSurvivingPageChange } from '../../../lib/rpc-client'

export type OauthProvider = HubConfig['oauthProviders'][number]

export function useOauthProviders(): OauthProvider[] | null {
  const [providers, setProviders] = useState<OauthProvider[] | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    // Opened right after /bind/callback's navigation: that page change must not cost the list.
    rpcSurvivingPageChange('hub_getConfig', {}, { signal: controller.signal, hideError: true }).then(
      (config) => setProviders(config.oauthProviders),
      () => {
        if (!controller.signal.aborted) setProviders([])
      },
    )
    return () => controller.abort()
  }, [])
  return providers
}
