import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { suiteServer } from '../../test-support/suite-server'
import { testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc } from '../../test-support/test-server'
import { activeConfiguredBanners, bannerSettings } from './banners.config'

const NOW = new Date('2026-11-26T12:00:00Z')

const configured = bannerSettings(
  JSON.stringify([
    { id: 'always', title: 'Base archive is live', titleZh: 'Base 归档节点已上线', link: '/rpc/endpoint' },
    {
      id: 'window',
      title: 'Maintenance tonight',
      titleZh: '今晚维护',
      startsAt: '2026-11-26T00:00:00Z',
      endsAt: '2026-11-27T00:00:00Z',
    },
    { id: 'later', title: 'Black Friday', titleZh: '黑色星期五', startsAt: '2026-11-28T00:00:00Z' },
    { id: 'over', title: 'Old news', titleZh: '旧闻', endsAt: '2026-11-26T12:00:00Z' },
    { id: 'zh-only', title: 'WeChat support', titleZh: '微信客服已上线', languages: ['zh'] },
  ]),
  '/',
)

describe('HUBDECK_BANNERS', () => {
  const ids = (language?: 'en' | 'zh', now = NOW) =>
    activeConfiguredBanners(configured, now, language).map((banner) => banner.id)

  it('shows a banner from its start until (not at) its end', () => {
    expect(ids()).toEqual(['always', 'window', 'zh-only'])
    expect(ids(undefined, new Date('2026-11-28T00:00:00Z'))).toEqual(['always', 'later', 'zh-only'])
    expect(ids(undefined, new Date('2026-11-26T11:59:59Z'))).toContain('over')
  })

  it('shows a banner with languages only to readers of those languages', () => {
    expect(ids('en')).toEqual(['always', 'window'])
    expect(ids('zh')).toEqual(['always', 'window', 'zh-only'])
  })

  it('reads the same array from a file path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'banners-'))
    try {
      await writeFile(
        join(dir, 'banners.json'),
        JSON.stringify([{ id: 'f', title: 'From a file', titleZh: '来自文件' }]),
      )
      expect(bannerSettings('banners.json', dir)).toEqual([
        {
          id: 'f',
          title: 'From a file',
          titleZh: '来自文件',
          link: null,
          startsAt: null,
          endsAt: null,
          languages: null,
        },
      ])
    } finally {
      await rm(dir, { recursive: true })
    }
  })

  it.each([
    ['not JSON', '[{', /not JSON/],
    ['a missing title', '[{"id":"a","titleZh":"甲"}]', /at 0\.title/],
    ['an unknown field', '[{"id":"a","title":"A","titleZh":"甲","colour":"red"}]', /colour/],
    ['a link to another site over http', '[{"id":"a","title":"A","titleZh":"甲","link":"http://x.example"}]', /link/],
    ['a bad date', '[{"id":"a","title":"A","titleZh":"甲","startsAt":"tomorrow"}]', /ISO date-time/],
    ['an unknown language', '[{"id":"a","title":"A","titleZh":"甲","languages":["fr"]}]', /languages/],
    [
      'an end before the start',
      '[{"id":"a","title":"A","titleZh":"甲","startsAt":"2026-12-02T00:00:00Z","endsAt":"2026-12-01T00:00:00Z"}]',
      /ends before it starts/,
    ],
    ['an id used twice', '[{"id":"a","title":"A","titleZh":"甲"},{"id":"a","title":"B","titleZh":"乙"}]', /twice/],
    ['a file that is not there', 'missing/banners.json', /cannot read the file/],
  ])('refuses %s, naming why', (_, value, reason) => {
    expect(() => bannerSettings(value, '/nonexistent-root')).toThrow(reason)
  })

  it('is empty when unset or blank', () => {
    expect(bannerSettings(undefined, '/')).toEqual([])
    expect(bannerSettings('  ', '/')).toEqual([])
  })
})

describe.each(testEngines())('hub_getBanner with configured banners on %s', (engine) => {
  const server = suiteServer(() => createTestServer(engine, { banners: configured }))

  const banners = async (params: unknown) => {
    const answer = await postRpc(server().app, { jsonrpc: '2.0', id: 1, method: 'hub_getBanner', params })
    expect(answer.body.error).toBeUndefined()
    return answer.body.result as Array<{ id: string; title: string; titleZh: string; link: string | null }>
  }

  it('answers the current configured banners with both titles, filtered by the language asked for', async () => {
    const all = await banners({})
    expect(all).toContainEqual({
      id: 'always',
      title: 'Base archive is live',
      titleZh: 'Base 归档节点已上线',
      link: '/rpc/endpoint',
    })
    expect(all.map((banner) => banner.id)).not.toContain('over')
    expect((await banners({ language: 'en' })).map((banner) => banner.id)).not.toContain('zh-only')
    expect((await banners({ language: 'zh' })).map((banner) => banner.id)).toContain('zh-only')
  })

  it('refuses a language it does not offer with -32602', async () => {
    const answer = await postRpc(server().app, {
      jsonrpc: '2.0',
      id: 1,
      method: 'hub_getBanner',
      params: { language: 'fr' },
    })
    expect(answer.body.error).toMatchObject({ code: -32602, data: { field: 'language' } })
  })
})
