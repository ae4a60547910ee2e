/** How API-key notices read: a key was deleted, or one of its features changed. */
import { msg } from '@lingui/core/macro'
import type { NoticeWording } from './notice-facts'

export const API_KEY_WORDINGS = {
  apikey_delete: ({ apikey }) => ({
    title: msg`API key deleted`,
    content: apikey ? msg`The API key ${apikey} was deleted.` : msg`An API key was deleted.`,
  }),
  apikey_feature_update: ({ apikey, feature }) => ({
    title: msg`API key updated`,
    content:
      apikey && feature
        ? msg`The ${feature} feature of the API key ${apikey} was updated.`
        : apikey
          ? msg`The features of the API key ${apikey} were updated.`
          : msg`The features of an API key were updated.`,
  }),
} satisfies Record<string, NoticeWording>
