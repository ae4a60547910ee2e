/** The name of each notice type, as the notice centre's group filters show it. */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { NoticeType } from '../../../contract'

export const NOTICE_TYPE_LABELS: Record<NoticeType, MessageDescriptor> = {
  deposit: msg`Deposits`,
  expired: msg`Expired packages`,
  low_balance: msg`Low balance`,
  low_ru: msg`Low request units`,
  auto_renew_success: msg`Auto-renewals`,
  auto_renew_off: msg`Auto-renewal off`,
  ru_pkg_running_out: msg`Packages running out`,
  register_gift: msg`Welcome gifts`,
  monthly_gift: msg`Monthly gifts`,
  activity_gift: msg`Campaign gifts`,
  file_download: msg`Exports`,
  credit_package_sent: msg`Credit packages`,
  normal_warn: msg`Warnings`,
  normal_fail: msg`Failures`,
  normal_success: msg`Announcements`,
  message_enterprise_package_send: msg`Enterprise packages`,
  apikey_delete: msg`Deleted API keys`,
  team_approve_invite: msg`Team invitations`,
  team_member_leave: msg`Members leaving`,
  init_by_and_auto_scaling: msg`Auto scaling set up`,
  init_only_by: msg`Pay as you go set up`,
  buy_package: msg`Package purchases`,
  api_service_is_paused: msg`Service paused`,
  auto_scaling_failed: msg`Auto scaling failed`,
  free_auto_scaling_failed: msg`Free auto scaling failed`,
  card_auto_scaling_failed: msg`Card auto scaling failed`,
  free_card_auto_scaling_failed: msg`Free card auto scaling failed`,
  team_remove_member: msg`Removed from a team`,
  team_disband: msg`Teams disbanded`,
  apikey_feature_update: msg`API key features`,
}
