/**
 * Requests each key served today (the reader's calendar day), from the usage report by key
 * (`hub_reportUsageInfoByApikey`): the key list itself carries no usage, and the report's window
 * over today reads the hourly table only, which is cheap. Read when the page opens and when the
 * network returns. Until the report has answered, or when it cannot (offline, a role without
 * reports), every count is unknown and the table says "—": a count is never guessed.
 */
import { useEffect, useMemo, useState } from 'react'
import type { ApiKey } from '../../../../../contract/methods/api-keys'
import { rpc } from '../../../../lib/rpc-client'
import type { RequestsToday } from './shown-keys'

/** Rows asked for: every live key (MAX_API_KEYS) with room for deleted keys used today. */
const REPORT_ROWS = 100

interface Report {
  counts: Map<number, number>
  /** The answer held every key used today: a key not in it served no request. */
  complete: boolean
}

export function useRequestsToday(keys: readonly ApiKey[], online: boolean): RequestsToday {
  const [report, setReport] = useState<Report | null>(null)

  useEffect(() => {
    if (!online) return
    const controller = new AbortController()
    const now = new Date()
    const from = new Date(now.getFullYear(), now.getMonth(), now.getDate())
    const to = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
    rpc(
      'hub_reportUsageInfoByApikey',
      {
        from: from.toISOString(),
        to: to.toISOString(),
        page: 1,
        perPage: REPORT_ROWS,
        sortBy: 'requests',
        order: 'descending',
      },
      // A quiet read: the column shows "—" when it fails, no error toast over the key list.
      { hideError: true, signal: controller.signal },
    ).then(
      (page) =>
        setReport({
          counts: new Map(page.list.map((row) => [row.apikeyId, row.requests])),
          complete: page.total <= page.list.length,
        }),
      () => undefined,
    )
    return () => controller.abort()
  }, [online])

  return useMemo(() => {
    if (!report) return null
    const counts = new Map<number, number>()
    for (const key of keys) {
      const count = report.counts.get(key.id) ?? (report.complete ? 0 : undefined)
      if (count !== undefined) counts.set(key.id, count)
    }
    return counts
  }, [report, keys])
}
