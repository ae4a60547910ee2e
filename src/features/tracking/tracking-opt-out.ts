/**
 * Whether the visitor asked not to be tracked: Do-Not-Track (`navigator.doNotTrack === '1'`) or
 * Global Privacy Control (`navigator.globalPrivacyControl === true`). Asked at every event, so a
 * change of the browser's setting counts from the next one. There is no switch of our own yet:
 * the profile's preferences live on the server (hub_changeUserLang and friends), and a new one
 * would need a new server field.
 */

/** What is read of `navigator`; GPC is not in the DOM typings yet. */
export interface PrivacySignals {
  doNotTrack?: string | null
  globalPrivacyControl?: boolean
}

export function trackingOptedOut(signals: PrivacySignals): boolean {
  return signals.doNotTrack === '1' || signals.globalPrivacyControl === true
}
