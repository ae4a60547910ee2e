/**
 * When each key was last used (`hub_getApiKeysLastUse`: the hour, or for older use the day, of its
 * last call), read when the page opens and when the network returns. Null until the server has
 * answered, or when it cannot: the table then says "—", as for a key with no use on record.
 */
import { useEffect, useState } from 'react'
import type { ApiKeyLastUse } from '../../../../../contract/methods/api-keys'
import { rpc } from '../../../../lib/rpc-client'
import type { LastUses } from './shown-keys'

export function useLastUses(online: boolean): LastUses {
  const [lastUses, setLastUses] = useState<Map<number, ApiKeyLastUse> | null>(null)
  useEffect(() => {
    if (!online) return
    const controller = new AbortController()
    // A quiet read, like requests today: "—" when it fails, no error toast over the key list.
    rpc('hub_getApiKeysLastUse', {}, { hideError: true, signal: controller.signal }).then(
      (uses) => setLastUses(new Map(uses.map((use) => [use.id, use]))),
      () => undefined,
    )
    return () => controller.abort()
  }, [online])
  return lastUses
}
