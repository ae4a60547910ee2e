/**
 * What a new notice does beyond being listed (SPEC §4), decided from the notice alone so the
 * rules are one table-tested function; the app's live-notice wiring carries the effects out.
 */
import type { Notice } from '../../../contract/notice-types'
import { EXPORT_KINDS, type ExportKind } from '../../../contract/statuses'

/** One thing the app does because of a notice. */
export type NoticeEffect =
  /** A deposit landed: the balance is fetched again. */
  | { kind: 'refreshWallet' }
  /** The current team is gone for this user: the session ends and the app goes to `/`. */
  | { kind: 'logOut' }
  /** Another team of the user changed: the team list is fetched again. */
  | { kind: 'refreshTeams' }
  /** A key was deleted or its features changed (perhaps by another member): the keys are read again. */
  | { kind: 'refreshApiKeys' }
  /** A dedicated node came online, nears its end or expired: the node list is read again. */
  | { kind: 'refreshNodes' }
  /** An export finished: its cached export session is cleared. */
  | { kind: 'clearExportSession'; exportType: ExportKind }

/** The effects of `notice` for a user working in team `currentTeamId` (null: personal context). */
export function noticeEffects(notice: Pick<Notice, 'type' | 'expand'>, currentTeamId: number | null): NoticeEffect[] {
  switch (notice.type) {
    case 'deposit':
      // The deposit list's staleness needs no effect: it is projected from the notice itself
      // (features/wallet/deposits-freshness.projection.ts).
      return [{ kind: 'refreshWallet' }]
    case 'team_remove_member':
    case 'team_disband': {
      const teamId = Number(notice.expand.teamId)
      const current = currentTeamId !== null && teamId === currentTeamId
      return [current ? { kind: 'logOut' } : { kind: 'refreshTeams' }]
    }
    case 'file_download': {
      const exportType = notice.expand.type
      return exportType && EXPORT_KINDS.includes(exportType) ? [{ kind: 'clearExportSession', exportType }] : []
    }
    case 'apikey_delete':
    case 'apikey_feature_update':
      return [{ kind: 'refreshApiKeys' }]
    case 'dn_node_online':
    case 'dn_node_will_expire':
    case 'dn_node_expired':
      return [{ kind: 'refreshNodes' }]
    default:
      return []
  }
}

/** Whether the notice's toast stays open until closed (SPEC §9: file_download). */
export function isPersistentNotice(notice: Pick<Notice, 'type'>): boolean {
  return notice.type === 'file_download'
}
