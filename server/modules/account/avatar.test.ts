import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AVATAR_MAX_BYTES, AVATAR_UPLOAD_PATH } from '../../../contract/index'
import { buildServer } from '../../app'
import { DEFAULT_MAIL_FROM } from '../../config'
import { signedInAccount, type TestAccount } from '../../test-support/accounts'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../../test-support/test-server'

/** A real PNG: the app's own social-card picture. */
const PNG = readFileSync(new URL('../../../public/og-image.png', import.meta.url))
/** The smallest JFIF start file-type knows as a JPEG. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...Array(64).fill(0)])
const TEXT = Buffer.from('This is a shopping list, not a picture.\n'.repeat(20))

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(file: Buffer, { field = 'file', filename = 'me.png', type = 'image/png' } = {}) {
  const boundary = `----hubdeck${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { payload: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` }
}

describe.each(testEngines())('the avatar on %s', (engine) => {
  let server: TestServer
  let account: TestAccount

  beforeAll(async () => {
    server = await createTestServer(engine)
    account = await signedInAccount(server, 'avatar')
  })
  afterAll(async () => {
    await server?.close()
  })

  const upload = async (file: Buffer, options: Parameters<typeof multipart>[1] = {}, headers = account.headers) => {
    const { payload, contentType } = multipart(file, options)
    const response = await server.app.inject({
      method: 'POST',
      url: AVATAR_UPLOAD_PATH,
      headers: { ...headers, 'content-type': contentType },
      payload,
    })
    return { status: response.statusCode, body: response.json() }
  }
  const profile = async () =>
    (await postRpc(server.app, { method: 'hub_getUserProfile', params: {} }, account.headers)).body.result
  const fetchPicture = (url: string) => server.app.inject({ method: 'GET', url: new URL(url).pathname })

  it('stores an uploaded PNG, points the profile at its URL and serves the same bytes with a year of caching', async () => {
    const answer = await upload(PNG)
    expect(answer.status).toBe(200)
    const avatar: string = answer.body.result.avatar
    expect(avatar).toMatch(new RegExp(`^http://localhost:80${AVATAR_UPLOAD_PATH}/${account.userId}/[0-9a-f]{16}$`))
    expect(answer.body).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      result: { id: account.userId, email: account.email },
    })
    expect((await profile()).avatar).toBe(avatar)

    const picture = await fetchPicture(avatar)
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/png')
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Buffer.compare(picture.rawPayload, PNG)).toBe(0)
  })

  it('judges the file by its content: a JPEG named .png is served as a JPEG', async () => {
    const other = await signedInAccount(server, 'jpeg')
    const answer = await upload(JPEG, { filename: 'photo.png', type: 'image/png' }, other.headers)
    const picture = await fetchPicture(answer.body.result.avatar)
    expect(picture.headers['content-type']).toBe('image/jpeg')
    expect(Buffer.compare(picture.rawPayload, JPEG)).toBe(0)
  })

  it('refuses a text file renamed .png with a clear error, and nothing changes', async () => {
    const before = await profile()
    const rows = await countRows(server.database.kysely)
    const answer = await upload(TEXT, { filename: 'cat.png', type: 'image/png' })
    expect(answer.status).toBe(200)
    expect(answer.body.error).toMatchObject({
      code: 10422,
      message: 'This file is not a picture we can use: choose a PNG, JPEG or WebP image',
      messageZh: '该文件不是可用的图片：请选择 PNG、JPEG 或 WebP 格式的图片',
      data: { reason: 'not_image' },
    })
    expect(await profile()).toEqual(before)
    expect(await countRows(server.database.kysely)).toEqual(rows)
    expect((await fetchPicture(before.avatar)).statusCode).toBe(200)
  })

  it('refuses a 3 MB picture with a clear error, and nothing changes', async () => {
    const before = await profile()
    const big = Buffer.concat([PNG, Buffer.alloc(3_000_000 - PNG.length)])
    expect(big.length).toBeGreaterThan(AVATAR_MAX_BYTES)
    const answer = await upload(big)
    expect(answer.status).toBe(200)
    expect(answer.body.error).toMatchObject({
      code: 10422,
      message: 'The picture is too large: at most 2 MB',
      messageZh: '图片过大：最大 2 MB',
      data: { reason: 'too_large', maxBytes: AVATAR_MAX_BYTES },
    })
    expect(await profile()).toEqual(before)
  })

  it('gives a new picture a new URL, retires the old one, and hub_removeAvatar goes back to the default', async () => {
    const first: string = (await profile()).avatar
    const second: string = (await upload(JPEG, { filename: 'me.jpg', type: 'image/jpeg' })).body.result.avatar
    expect(second).not.toBe(first)
    expect((await fetchPicture(first)).statusCode).toBe(404)
    expect((await fetchPicture(second)).statusCode).toBe(200)

    const removed = await postRpc(server.app, { method: 'hub_removeAvatar', params: {} }, account.headers)
    expect(removed.body.result.avatar).toBeNull()
    expect((await profile()).avatar).toBeNull()
    expect((await fetchPicture(second)).statusCode).toBe(404)
    expect(
      await server.database.kysely
        .selectFrom('avatars')
        .select('user_id')
        .where('user_id', '=', account.userId)
        .execute(),
    ).toEqual([])
  })

  it('answers like a method call without a session (10101), a wrong field or a body that is not multipart (-32602)', async () => {
    const anonymous = await upload(PNG, {}, {})
    expect(anonymous.body.error).toMatchObject({ code: 10101, message: 'Please log in', messageZh: '请先登录' })
    const wrongField = await upload(PNG, { field: 'picture' })
    expect(wrongField.body.error).toMatchObject({ code: -32602, data: { field: 'file' } })
    const json = await server.app.inject({
      method: 'POST',
      url: AVATAR_UPLOAD_PATH,
      headers: { ...account.headers, 'content-type': 'application/json' },
      payload: '{"file":"x"}',
    })
    expect(json.json().error).toMatchObject({ code: -32602, message: expect.stringContaining('file') })
    expect((await profile()).avatar).toBeNull()
  })

  it('works over a real socket as a browser sends FormData, the 3 MB refusal included', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' })
    const send = async (bytes: Buffer, name: string) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name)
      const response = await fetch(`${address}${AVATAR_UPLOAD_PATH}`, {
        method: 'POST',
        headers: account.headers,
        body: form,
      })
      return response.json()
    }
    const big = await send(Buffer.concat([PNG, Buffer.alloc(3_000_000 - PNG.length)]), 'big.png')
    expect(big.error).toMatchObject({ code: 10422, data: { reason: 'too_large' } })
    const stored = await send(PNG, 'me.png')
    const url = new URL(stored.result.avatar)
    expect(url.origin).toBe(address)
    const picture = await fetch(url)
    expect(picture.headers.get('content-type')).toBe('image/png')
    expect(Buffer.compare(Buffer.from(await picture.arrayBuffer()), PNG)).toBe(0)
  })

  it('in production builds the URL on HUBDECK_PUBLIC_URL, whatever Host the upload names', async () => {
    const production = await buildServer({
      db: server.database,
      production: true,
      mail: { smtpUrl: null, from: DEFAULT_MAIL_FROM, publicUrl: 'https://app.example.com' },
    })
    try {
      const { payload, contentType } = multipart(PNG)
      const response = await production.inject({
        method: 'POST',
        url: AVATAR_UPLOAD_PATH,
        headers: { ...account.headers, 'content-type': contentType, host: 'evil.example' },
        payload,
      })
      expect(response.json().result.avatar).toMatch(
        new RegExp(`^https://app\\.example\\.com${AVATAR_UPLOAD_PATH}/${account.userId}/[0-9a-f]{16}$`),
      )
    } finally {
      await production.close()
    }
  })
})
