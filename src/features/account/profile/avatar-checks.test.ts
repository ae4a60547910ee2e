import { describe, expect, it } from 'vitest'
import { avatarProblem, checkAvatarFile, imageKindOf } from './avatar-checks'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]
const WEBP = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]
const TEXT = [...new TextEncoder().encode('hello, world')]
const MiB = 1024 * 1024

describe('imageKindOf', () => {
  it('knows PNG, JPEG and WebP by their first bytes, and nothing else', () => {
    expect(imageKindOf(new Uint8Array(PNG))).toBe('image/png')
    expect(imageKindOf(new Uint8Array(JPEG))).toBe('image/jpeg')
    expect(imageKindOf(new Uint8Array(WEBP))).toBe('image/webp')
    expect(imageKindOf(new Uint8Array(TEXT))).toBeNull()
    expect(imageKindOf(new Uint8Array([0x89, 0x50]))).toBeNull()
    expect(imageKindOf(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]))).toBeNull() // WAV
  })
})

describe('avatarProblem', () => {
  const problem = (size: number, type: string, head: number[]) =>
    avatarProblem({ size, type }, new Uint8Array(head))?.id

  it('takes a picture up to exactly 2 MiB', () => {
    expect(problem(1234, 'image/png', PNG)).toBeUndefined()
    expect(problem(2 * MiB, 'image/jpeg', JPEG)).toBeUndefined()
    expect(problem(10, 'image/webp', WEBP)).toBeUndefined()
  })

  it('refuses one byte over 2 MiB, and a 3 MB picture', () => {
    expect(problem(2 * MiB + 1, 'image/png', PNG)).toBeDefined()
    expect(problem(3_000_000, 'image/png', PNG)).toBe(problem(2 * MiB + 1, 'image/png', PNG))
  })

  it('refuses a file that is not a picture, whatever its name claims', () => {
    const notPicture = problem(12, 'text/plain', TEXT)
    expect(notPicture).toBeDefined()
    expect(problem(12, 'image/png', TEXT)).toBe(notPicture)
    expect(problem(12, 'image/gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])).toBe(notPicture)
    expect(problem(3_000_000, 'application/pdf', TEXT)).toBe(notPicture)
  })

  it('refuses an empty file', () => {
    expect(problem(0, 'image/png', [])).toBeDefined()
  })
})

describe('checkAvatarFile', () => {
  it('reads the file itself', async () => {
    await expect(checkAvatarFile(new Blob([new Uint8Array(PNG)], { type: 'image/png' }))).resolves.toBeNull()
    await expect(checkAvatarFile(new Blob(['not a picture'], { type: 'image/png' }))).resolves.not.toBeNull()
  })
})
