/**
 * "Today" in the reader's time zone, as an ISO window with its UTC offset written out: the server
 * buckets by the offset of `from` (contract/methods/reports-usage.ts), so the hours line up with
 * the reader's clock. The end has its own offset: a day when the clocks change has 23 or 25 hours.
 */

/** `2026-11-26T00:00:00+08:00` for the local midnight starting `date`'s day. */
function localIso(date: Date): string {
  const pad = (value: number) => String(Math.abs(value)).padStart(2, '0')
  const offset = -date.getTimezoneOffset()
  const sign = offset >= 0 ? '+' : '-'
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  const time = [date.getHours(), date.getMinutes(), date.getSeconds()].map(pad).join(':')
  const zone = `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  return [day, time].join('T') + zone
}

/** The local day holding `now`: from its midnight to the next. */
export function localDay(now: Date): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
  return { from: localIso(start), to: localIso(end) }
}
