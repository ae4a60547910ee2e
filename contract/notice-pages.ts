/**
 * The app page each notice type opens on (a click on its system notification or Web Push
 * message): where the user acts on it. Shared so the server's pushes and the app's own alerts
 * agree.
 */
import type { NoticeType } from './notice-types'

export function noticePage(type: NoticeType): string {
  if (type.startsWith('team_')) return '/rpc/team'
  if (type.startsWith('apikey_')) return '/rpc/endpoint'
  if (type.startsWith('normal_')) return '/rpc'
  // Money, packages, gifts, scaling and exports: the billing pages hold them all.
  return '/rpc/billings'
}
