import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildManifestOf } from '../contract/index'
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

  const BUILD = { id: '20261127040000-abcdef', timestamp: Date.parse('2026-11-27T04:00:00.000Z') }

  /** What `vite build` leaves: the build's manifest, then latest.json naming it (its mtime `at`). */
  async function build(at: Date, latest: unknown = BUILD): Promise<void> {
    await mkdir(join(root, 'dist', 'builds', 'meta'), { recursive: true })
    await writeFile(join(root, 'dist', 'builds', 'meta', `${BUILD.id}.json`), JSON.stringify(buildManifestOf(BUILD)))
    await writeFile(join(root, 'dist', 'builds', 'latest.json'), JSON.stringify(latest))
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

  it('builds when latest.json is of the older format or names a build without its manifest', async () => {
    const past = new Date(Date.now() - 60_000)
    for (const path of ['src/features/page.tsx', 'src/features', 'src', 'index.html']) await touch(path, past)
    for (const latest of [
      { buildId: BUILD.id, builtAt: '2026-11-27T04:00:00.000Z' },
      { ...BUILD, id: 'other-build' },
    ]) {
      await build(new Date(), latest)
      expect(await staleBuildReason(root)).toMatch(/predates its build manifest/)
    }
  })
})
