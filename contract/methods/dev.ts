/**
 * Methods a development server offers and a production server does not have at all (they answer
 * -32601 there, like any unknown method). Kept out of `methods` so the hub_* map stays the
 * product's API; the server registers these only outside production mode.
 */
import * as v from 'valibot'
import { API_KEY_FEATURES } from '../enums'
import { emailSchema, isoDateTimeSchema } from '../fields'
import type { Notice } from '../notice-types'
import { NOTICE_TYPES } from '../notice-types'
import { defineMethod, type MethodSpec } from '../rpc'
import { EXPORT_KINDS } from '../statuses'

const decimalSchema = v.pipe(v.string(), v.regex(/^-?\d{1,18}(\.\d{1,18})?$/, 'a decimal string is required'))
const textSchema = v.pipe(v.string(), v.maxLength(200))
const smallIdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1))

/** The facts of a notice (`NoticeExpand`) as a caller may send them. */
export const noticeExpandSchema = v.strictObject({
  coinAmount: v.optional(decimalSchema),
  coin: v.optional(textSchema),
  usdAmount: v.optional(decimalSchema),
  timeStamp: v.optional(isoDateTimeSchema),
  skuName: v.optional(textSchema),
  leftDays: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  amount: v.optional(decimalSchema),
  name: v.optional(textSchema),
  featureName: v.optional(v.picklist(API_KEY_FEATURES)),
  apikeyName: v.optional(textSchema),
  userName: v.optional(textSchema),
  teamName: v.optional(textSchema),
  teamId: v.optional(smallIdSchema),
  inviteInfo: v.optional(
    v.strictObject({
      inviteId: smallIdSchema,
      teamId: smallIdSchema,
      teamName: textSchema,
      inviterName: textSchema,
    }),
  ),
  type: v.optional(v.picklist(EXPORT_KINDS)),
  fileUrl: v.optional(v.pipe(v.string(), v.url(), v.maxLength(2048))),
})

export const devMethods = {
  /**
   * Sends any notice to the account with this e-mail, as a module would (stored, then pushed),
   * so a person or a test can see every notice type. `title` and `content` are needed only for
   * the plain-content types; the others are worded from the type and `expand`.
   */
  dev_sendNotice: defineMethod<Notice>()(
    v.strictObject({
      email: emailSchema,
      type: v.picklist(NOTICE_TYPES),
      expand: v.optional(noticeExpandSchema, {}),
      title: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))),
      content: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2000))),
    }),
    { auth: 'public' },
  ),
} satisfies Record<string, MethodSpec>

export type DevMethods = typeof devMethods
export type DevMethodName = keyof DevMethods
