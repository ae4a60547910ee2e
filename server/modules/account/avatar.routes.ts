/**
 * The avatar over HTTP: `POST /upload/avatar` (multipart, the picture in field `file`) stores the
 * signed-in account's picture and answers like a method call, `RpcResponse<UserProfile>`, with
 * the same bearer-token rules (10101–10103) and error shapes, so the app's one error policy
 * applies; `GET /upload/avatar/<user id>/<version>` serves a stored picture with a year of
 * caching. Refusals change nothing; see `avatar.ts` for the rules.
 */
import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  AVATAR_UPLOAD_PATH,
  RpcErrorCode,
  type RpcResponse,
  type UserProfile,
} from '../../../contract/index'
import type { DB } from '../../db/schema'
import { createRpcContext, type RpcContext, type Session } from '../../rpc/context'
import { HubRpcError, internalError, invalidParams } from '../../rpc/errors'
import { AVATAR_FILE_PATH, avatarTooLarge, checkAvatar, loadAvatar, saveAvatar } from './avatar'
import { loadProfile } from './users.queries'

/** A year: a picture's URL never names another picture. */
const AVATAR_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * Requests declaring more than this are refused before their body is read; between the picture
 * limit and this, the body is read and the excess thrown away, so the browser gets the answer.
 */
const UPLOAD_REQUEST_LIMIT = 4 * AVATAR_MAX_BYTES

/** Registers the upload and the picture routes. */
export async function avatarRoutes(
  app: FastifyInstance,
  options: {
    db: Kysely<DB>
    /** The same session check as method calls (rpc.routes.ts). */
    authenticate(ctx: RpcContext): Session | Promise<Session>
    /**
     * The origin of picture URLs: `HUBDECK_PUBLIC_URL` in production; null outside it, where the
     * origin the upload was sent to is used, so a dev server on any port shows its pictures.
     */
    publicOrigin: string | null
  },
): Promise<void> {
  await app.register(async (scope) => {
    // Any other body is refused by the handler in JSON-RPC's shape, not by Fastify's 415 page.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null))
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
    })

    scope.post(AVATAR_UPLOAD_PATH, async (request, reply): Promise<RpcResponse<UserProfile>> => {
      reply.header('cache-control', 'no-store')
      try {
        if (Number(request.headers['content-length'] ?? 0) > UPLOAD_REQUEST_LIMIT) {
          reply.header('connection', 'close')
          throw avatarTooLarge()
        }
        const ctx = createRpcContext(options.db, request)
        const session = await options.authenticate(ctx)
        const avatar = await checkAvatar(await readAvatarFile(request))
        await saveAvatar(options.db, session.userId, avatar, options.publicOrigin ?? originOf(request))
        return { jsonrpc: '2.0', id: null, result: await loadProfile(options.db, session.userId) }
      } catch (error) {
        return { jsonrpc: '2.0', id: null, error: wireError(error, request, reply) }
      }
    })
  })

  app.get<{ Params: { userId: string; version: string } }>(
    `${AVATAR_FILE_PATH}/:userId/:version`,
    async (request, reply) => {
      const { userId, version } = request.params
      const avatar =
        /^[1-9]\d{0,15}$/.test(userId) && /^[0-9a-f]{16}$/.test(version)
          ? await loadAvatar(options.db, Number(userId), version)
          : undefined
      if (!avatar) {
        return reply.code(404).header('cache-control', 'no-store').send({
          statusCode: 404,
          error: 'Not Found',
          message: 'No such picture',
        })
      }
      return reply
        .header('cache-control', AVATAR_CACHE_CONTROL)
        .header('etag', `"${version}"`)
        .type(avatar.mimeType)
        .send(Buffer.from(avatar.bytes.buffer, avatar.bytes.byteOffset, avatar.bytes.byteLength))
    },
  )
}

/** The bytes of field `file`; -32602 naming it when the request carries none. */
async function readAvatarFile(request: FastifyRequest): Promise<Uint8Array> {
  const missing = () => {
    const message = `a picture in multipart field "${AVATAR_FIELD}" is required`
    return invalidParams(
      { field: AVATAR_FIELD, issues: [{ field: AVATAR_FIELD, message }] },
      message,
      `需要在 multipart 字段 "${AVATAR_FIELD}" 中上传图片`,
    )
  }
  if (!request.isMultipart()) throw missing()
  const part = await request.file()
  if (!part) throw missing()
  if (part.fieldname !== AVATAR_FIELD) {
    part.file.resume()
    throw missing()
  }
  const bytes = await part.toBuffer()
  // Past the limit the parser stops keeping bytes and marks the stream truncated.
  if (part.file.truncated) throw avatarTooLarge()
  return bytes
}

/** `http(s)://host[:port]` the request was sent to (forwarded values behind a trusted proxy). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}

/**
 * A refusal as the wire's error (HTTP 200, like every method answer). A broken multipart body
 * keeps its 4xx status, as a broken JSON-RPC body does; anything else is a bug, logged.
 */
function wireError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HubRpcError) return error.toWire()
  const status = (error as { statusCode?: unknown }).statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const reason = error instanceof Error ? error.message : String(error)
    reply.code(status)
    return {
      code: RpcErrorCode.InvalidRequest,
      message: `Invalid request: ${reason}`,
      messageZh: `无效请求：${reason}`,
    }
  }
  request.log.error({ err: error }, 'avatar upload failed')
  return internalError().toWire()
}
