/**
 * Multipart bodies for the avatar upload (`POST /upload/avatar`), well and badly formed: the
 * picture under its field or another, several files, too many parts, fields over their size,
 * no closing boundary, a boundary the header does not name, odd file names, a file over the limit.
 */
import { AVATAR_FIELD, AVATAR_MAX_BYTES } from '../../contract/index'
import type { SeededRandom } from './seeded-random'

/** A 1×1 PNG: the upload's one plausible picture. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const PNG_SIGNATURE = TINY_PNG.subarray(0, 8)

interface Part {
  name: string
  filename?: string
  type?: string
  body: Buffer | string
}

export interface UploadBody {
  contentType: string | null
  body: Buffer | string
  what: string
}

function multipart(boundary: string, parts: Part[], close = true): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`
    const type = part.type ? `\r\nContent-Type: ${part.type}` : ''
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`),
    )
    chunks.push(Buffer.from(part.body))
    chunks.push(Buffer.from('\r\n'))
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

export function uploadBody(random: SeededRandom): UploadBody {
  const boundary = `fuzz${random.text(16)}`
  const header = `multipart/form-data; boundary=${boundary}`
  const picture = (): Part => ({ name: AVATAR_FIELD, filename: 'a.png', type: 'image/png', body: TINY_PNG })
  const garbage = (length: number): Part => ({
    name: AVATAR_FIELD,
    filename: 'a.png',
    type: random.pick(['image/png', 'image/jpeg', 'text/html', 'application/octet-stream']),
    body: random.chance(0.5) ? Buffer.concat([PNG_SIGNATURE, random.bytes(length)]) : random.bytes(length),
  })
  const shape = random.weighted([
    ['picture', 8],
    ['garbage', 20],
    ['other-field', 8],
    ['two-files', 8],
    ['many-parts', 6],
    ['big-field', 6],
    ['no-parts', 6],
    ['unclosed', 8],
    ['wrong-boundary', 6],
    ['no-boundary', 4],
    ['odd-filename', 8],
    ['proto-field', 6],
    ['not-multipart', 8],
    ['too-large', 1],
  ] as const)
  switch (shape) {
    case 'picture':
      return { contentType: header, body: multipart(boundary, [picture()]), what: 'a 1×1 PNG' }
    case 'garbage':
      return { contentType: header, body: multipart(boundary, [garbage(random.int(0, 4096))]), what: 'random bytes' }
    case 'other-field':
      return {
        contentType: header,
        body: multipart(boundary, [{ ...picture(), name: random.pick(['avatar', '', 'FILE', 'file[]', 'a\u0000']) }]),
        what: 'the picture under another field',
      }
    case 'two-files':
      return { contentType: header, body: multipart(boundary, [picture(), garbage(64)]), what: 'two files' }
    case 'many-parts':
      return {
        contentType: header,
        body: multipart(
          boundary,
          Array.from({ length: random.int(21, 200) }, (_, index) => ({ name: `f${index}`, body: 'x' })),
        ),
        what: 'too many parts',
      }
    case 'big-field':
      return {
        contentType: header,
        body: multipart(boundary, [{ name: 'note', body: 'x'.repeat(random.int(1025, 100_000)) }, picture()]),
        what: 'a field over its size',
      }
    case 'no-parts':
      return { contentType: header, body: `--${boundary}--\r\n`, what: 'no parts' }
    case 'unclosed':
      return {
        contentType: header,
        body: multipart(boundary, [garbage(random.int(0, 512))], false),
        what: 'no closing boundary',
      }
    case 'wrong-boundary':
      return {
        contentType: `multipart/form-data; boundary=other`,
        body: multipart(boundary, [picture()]),
        what: 'another boundary',
      }
    case 'no-boundary':
      return {
        contentType: 'multipart/form-data',
        body: multipart(boundary, [picture()]),
        what: 'no boundary in the header',
      }
    case 'odd-filename':
      return {
        contentType: header,
        body: multipart(boundary, [
          {
            ...picture(),
            filename: random.pick(['../../etc/passwd', 'a\u0000.png', '"', '', 'x'.repeat(5000), '🦊.png']),
          },
        ]),
        what: 'an odd file name',
      }
    case 'proto-field':
      return {
        contentType: header,
        body: multipart(boundary, [
          { name: random.pick(['__proto__', 'constructor', 'prototype']), body: 'x' },
          picture(),
        ]),
        what: 'a prototype key as a field',
      }
    case 'not-multipart':
      return {
        contentType: random.pick([
          null,
          'application/json',
          'text/plain',
          'image/png',
          'application/x-www-form-urlencoded',
        ]),
        body: random.pick<Buffer | string>(['', '{"file":"x"}', TINY_PNG, 'file=x', random.bytes(256)]),
        what: 'not multipart',
      }
    case 'too-large':
      return {
        contentType: header,
        body: multipart(boundary, [garbage(AVATAR_MAX_BYTES + random.int(1, 1024))]),
        what: 'a file over the limit',
      }
  }
}
