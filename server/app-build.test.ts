import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { staleBuildReason } from './app-build'

describe('deciding whether npm start must build the app', () => {
  let root: string

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'hubdeck-build-'))
    await mkdir(join(root, 'src', 'features'), { recursive: true })
    await writeFile(join(root, 'src', 'features', 'page.tsx'), 'export {}')
    await writeFile(join(root, 'index.html'), '<!doctype html>')
  })
  afterEach(async () => {
    await rm(root, { recursive: true, force: true })
  })

  async function build(at: Date): Promise<void> {
    await mkdir(join(root, 'dist', 'builds'), { recursive: true })
    await writeFile(join(root, 'dist', 'builds', 'latest.json'), '{}')
    await utimes(join(root, 'dist', 'builds', 'latest.json'), at, at)
  }

  async function touch(path: string, at: Date): Promise<void> {
    await utimes(join(root, path), at, at)
  }

  it('builds when there is no build', async () => {
    expect(await staleBuildReason(root)).toMatch(/not been built/)
  })

  it('does not build when every source is older than the build', async () => {
    const past = new Date(Date.now() - 60_000)
    for (const path of ['src/features/page.tsx', 'src/features', 'src', 'index.html']) await touch(path, past)
    await build(new Date())
    expect(await staleBuildReason(root)).toBeNull()
  })

  it('builds when a source deep in a folder changed after the build', async () => {
    const past = new Date(Date.now() - 60_000)
    for (const path of ['src/features', 'src', 'index.html']) await touch(path, past)
    await build(past)
    await touch('src/features/page.tsx', new Date())
    expect(await staleBuildReason(root)).toMatch(/^src changed/)
  })
})
