/**
 * The wire outside JSON-RPC methods: paths, headers and the socket's query parameters, the
 * avatar upload and the support request (SPEC §7), so app and server name them once.
 */
import * as v from 'valibot'
import { LANGUAGES } from './enums'
import { emailSchema } from './fields'

/** Every method call: `POST` with `{ method, params }` (SPEC §7). */
export const API_PATH = '/api'

/** The team context of a call (SPEC §6); untrusted until the server checks membership. */
export const TEAM_ID_HEADER = 'Team-Id'

/**
 * A write the app may replay from its offline outbox carries a key; the server answers a
 * repeated key with the first answer instead of acting twice (kept 24 hours).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** The notice socket: `/ws?authorization=TOKEN`, plus `&teamId=` in team context. */
export const SOCKET_PATH = '/ws'
export const SOCKET_TOKEN_PARAM = 'authorization'
export const SOCKET_TEAM_PARAM = 'teamId'

/**
 * Avatar upload: `POST` multipart with the image in field `file` (SPEC §5), bearer token as for
 * methods. The body answers like a method call, `RpcResponse<UserProfile>`, so the app's one
 * error policy applies to it too.
 */
export const AVATAR_UPLOAD_PATH = '/upload/avatar'
export const AVATAR_FIELD = 'file'
/** 2 MiB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

/** Support request: `POST` JSON `SupportRequest`; answers `RpcResponse<SupportTicket>`. */
export const SUPPORT_REQUEST_PATH = '/requests'

export const SUPPORT_TOPICS = ['account', 'billing', 'technical', 'sales', 'other'] as const
export type SupportTopic = (typeof SUPPORT_TOPICS)[number]

/** Longest subject and message of a support request; the app counts down to them. */
export const SUPPORT_SUBJECT_MAX = 200
export const SUPPORT_MESSAGE_MAX = 5000

/**
 * What the app attaches to a support request (issue 18), shown to the sender before sending: the
 * page (a path, no query), the app's build and the interface language. Nothing else.
 */
export const supportContextSchema = v.strictObject({
  page: v.optional(v.pipe(v.string(), v.maxLength(512), v.regex(/^\/[^\s?#]*$/, 'must be a path of this site'))),
  build: v.optional(v.pipe(v.string(), v.maxLength(64), v.regex(/^[\w.:-]*$/, 'must be a build id'))),
  language: v.optional(v.picklist(LANGUAGES)),
})
export type SupportContext = v.InferOutput<typeof supportContextSchema>

/** The payload of a support request (SPEC: not shown). `email` is needed without a session. */
export const supportRequestSchema = v.strictObject({
  topic: v.picklist(SUPPORT_TOPICS),
  subject: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SUPPORT_SUBJECT_MAX)),
  message: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SUPPORT_MESSAGE_MAX)),
  email: v.optional(emailSchema),
  context: v.optional(supportContextSchema),
})
export type SupportRequest = v.InferInput<typeof supportRequestSchema>

export interface SupportTicket {
  /** Quoted in the confirmation mail and in replies. */
  ticketId: string
}
