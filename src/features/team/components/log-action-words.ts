/** How each team log action reads (the log's column and its filter). */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TeamLogAction } from '../../../../contract/statuses'

export const LOG_ACTION_WORDS: Record<TeamLogAction, MessageDescriptor> = {
  team_created: msg`Team created`,
  team_renamed: msg`Team renamed`,
  member_invited: msg`Member invited`,
  member_joined: msg`Member joined`,
  member_rejected: msg`Invitation declined`,
  member_left: msg`Member left`,
  member_removed: msg`Member removed`,
  note_edited: msg`Note edited`,
  apikey_created: msg`API key created`,
  apikey_deleted: msg`API key deleted`,
  apikey_updated: msg`API key updated`,
  package_bought: msg`Package bought`,
  deposit_made: msg`Deposit made`,
  role_changed: msg`Role changed`,
  ownership_transferred: msg`Ownership transferred`,
  invitation_revoked: msg`Invitation revoked`,
  team_disbanded: msg`Team disbanded`,
  settings_changed: msg`Settings changed`,
  whitelist_changed: msg`Whitelist changed`,
  features_changed: msg`Key features changed`,
  apikey_rotated: msg`API key rotated`,
  apikey_frozen: msg`API key frozen`,
  apikey_unfrozen: msg`API key unfrozen`,
  cards_changed: msg`Cards changed`,
  order_created: msg`Order created`,
  deposit_canceled: msg`Deposit canceled`,
  node_bought: msg`Node bought`,
  node_renewed: msg`Node renewed`,
  notices_read: msg`Notices marked read`,
}
