// @vitest-environment node
// Node's own fetch and FormData against a real server, as for the method calls' tests.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { activateTestLocale, toastTexts } from '../../tests/setup/rpc-test-setup'
import { configureRpcClient, postForm, RpcCallError, RpcTransportError } from './rpc-client'
import { toast } from './toast-store'

interface Received {
  url: string
  headers: IncomingHttpHeaders
  body: string
}

let url = ''
let received: Received[] = []
let answer: { status: number; body: string } = { status: 200, body: '{}' }
let sessionInvalid = 0
const server = createServer((request, response) => {
  let body = ''
  request.setEncoding('latin1')
  request.on('data', (chunk: string) => (body += chunk))
  request.on('end', () => {
    received.push({ url: request.url ?? '', headers: request.headers, body })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(answer.body)
  })
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  received = []
  sessionInvalid = 0
  configureRpcClient({
    baseUrl: url,
    getToken: () => 'token-form',
    getTeamId: () => undefined,
    onSessionInvalid: () => (sessionInvalid += 1),
    timeoutMs: 1500,
  })
  toast.dismissAll()
  activateTestLocale('en')
})

function pictureForm(): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'me.png')
  return form
}

describe('postForm (the avatar upload)', () => {
  it('posts the multipart form with the bearer token and resolves with the result', async () => {
    answer = { status: 200, body: JSON.stringify({ jsonrpc: '2.0', id: null, result: { avatar: '/a.png' } }) }

    await expect(postForm('/upload/avatar', pictureForm(), 'upload:avatar')).resolves.toEqual({ avatar: '/a.png' })

    const [sent] = received
    expect(sent?.url).toBe('/upload/avatar')
    expect(sent?.headers.authorization).toBe('Bearer token-form')
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(sent?.body).toContain('name="file"; filename="me.png"')
  })

  it("rejects with the server's error, which the error policy shows", async () => {
    const error = { code: 10422, message: 'The picture is not an image', messageZh: '图片格式无效' }
    answer = { status: 200, body: JSON.stringify({ jsonrpc: '2.0', id: null, error }) }

    const failure: unknown = await postForm('/upload/avatar', pictureForm(), 'upload:avatar').catch((e: unknown) => e)

    expect(failure).toBeInstanceOf(RpcCallError)
    expect(toastTexts()).toEqual(['The picture is not an image'])
  })

  it('a session error logs out, as for method calls', async () => {
    const error = { code: 10101, message: 'Please log in', messageZh: '请登录' }
    answer = { status: 200, body: JSON.stringify({ jsonrpc: '2.0', id: null, error }) }

    await expect(postForm('/upload/avatar', pictureForm(), 'upload:avatar')).rejects.toBeInstanceOf(RpcCallError)
    expect(sessionInvalid).toBe(1)
  })

  it('an HTTP error carrying a JSON-RPC error is a transport error showing its message', async () => {
    const error = { code: 10413, message: 'The picture is larger than 2 MB', messageZh: '图片超过 2 MB' }
    answer = { status: 413, body: JSON.stringify({ jsonrpc: '2.0', id: null, error }) }

    await expect(postForm('/upload/avatar', pictureForm(), 'upload:avatar')).rejects.toBeInstanceOf(RpcTransportError)
    expect(toastTexts()).toEqual(['The picture is larger than 2 MB'])
  })
})
