/**
 * Settings changes as commands: shown at once (pending) through the preferences view, sent with
 * the contract's params, replaced by the server's answer when accepted, and undone when refused.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { EmailConfig } from '../../../contract'
import { emailConfigFixture as emailConfig, profileFixture as profile } from '../../../tests/setup/account-fixtures'
import { HubDatabase } from '../../store/db'
import { createEventLog, eventsOf, type EventLog } from '../../store/event-log'
import { fact } from '../../store/events'
import { createOutbox, type SendCall } from '../../store/outbox'
import { changeLanguage, setEmailConfig, setRechargeTips } from './account.commands'
import { preferencesProjection } from './preferences.projection'
import { profileProjection } from './profile.projection'

class Refusal extends Error {}

let db: HubDatabase
let log: EventLog
let sent: { method: string; params: unknown }[]

beforeEach(async () => {
  db = new HubDatabase(`test-${crypto.randomUUID()}`)
  log = createEventLog({
    db,
    projections: [preferencesProjection, profileProjection],
    commands: [changeLanguage, setRechargeTips, setEmailConfig],
  })
  sent = []
  await log.append('u1', [fact('profile.loaded', profile(), 'server')])
})

afterEach(async () => {
  await db.delete()
})

/** The Hub API as far as these commands go: it answers with the whole new profile or config. */
function server(options: { refuse?: boolean } = {}): SendCall {
  let current = profile()
  return async (method, params) => {
    sent.push({ method, params })
    if (options.refuse) throw new Refusal('refused')
    if (method === 'hub_changeUserLang') current = { ...current, language: (params as { lang: 'en' | 'zh' }).lang }
    if (method === 'hub_setRechargeTips')
      current = { ...current, rechargeTips: (params as { enabled: boolean }).enabled }
    if (method === 'hub_setUserEmailConfig') {
      current = { ...current, emailConfig: { ...current.emailConfig, ...(params as Partial<EmailConfig>) } }
      return current.emailConfig
    }
    return current
  }
}

const judge = (error: unknown) => (error instanceof Refusal ? ('refused' as const) : ('retry' as const))

describe('account settings as commands', () => {
  it('a language change shows at once as pending, and the accepted profile takes its place', async () => {
    const outbox = createOutbox({ log, send: server(), judge })

    await outbox.enqueue('u1', changeLanguage, { language: 'zh' })
    expect(await log.read('u1', preferencesProjection)).toMatchObject({ state: { language: 'zh' }, pending: 1 })

    await outbox.flush('u1')

    expect(sent).toEqual([{ method: 'hub_changeUserLang', params: { lang: 'zh' } }])
    expect(await log.read('u1', preferencesProjection)).toMatchObject({ state: { language: 'zh' }, pending: 0 })
    expect((await log.read('u1', profileProjection)).state?.language).toBe('zh')
    expect((await eventsOf(db, 'u1')).at(-1)).toMatchObject({ type: 'profile.loaded', origin: 'server' })
  })

  it('a refused language change goes back to the language the server has', async () => {
    const outbox = createOutbox({ log, send: server({ refuse: true }), judge })
    await outbox.enqueue('u1', changeLanguage, { language: 'zh' })

    await outbox.flush('u1')

    expect(await log.read('u1', preferencesProjection)).toMatchObject({ state: { language: 'en' }, pending: 0 })
  })

  it('turning the top-up reminder on shows at once and is sent as `enabled`', async () => {
    const outbox = createOutbox({ log, send: server(), judge })

    await outbox.enqueue('u1', setRechargeTips, { enabled: true })
    expect((await log.read('u1', preferencesProjection)).state?.rechargeTips).toBe(true)
    await outbox.flush('u1')

    expect(sent).toEqual([{ method: 'hub_setRechargeTips', params: { enabled: true } }])
    expect((await log.read('u1', preferencesProjection)).state?.rechargeTips).toBe(true)
  })

  it("changed e-mail settings merge into the rest, and the server's config is recorded", async () => {
    const outbox = createOutbox({ log, send: server(), judge })

    await outbox.enqueue('u1', setEmailConfig, { marketing: true })
    await outbox.enqueue('u1', setEmailConfig, { billing: false })
    expect((await log.read('u1', preferencesProjection)).state?.emailConfig).toEqual({
      ...emailConfig,
      marketing: true,
      billing: false,
    })
    await outbox.flush('u1')

    expect(sent.map((call) => call.params)).toEqual([{ marketing: true }, { billing: false }])
    expect((await eventsOf(db, 'u1')).filter((event) => event.type === 'emailConfig.loaded')).toHaveLength(2)
    expect((await log.read('u1', profileProjection)).state?.emailConfig).toEqual({
      ...emailConfig,
      marketing: true,
      billing: false,
    })
  })

  it('before any profile is known, a queued change has nothing to show on', async () => {
    const outbox = createOutbox({ log, send: server(), judge })

    await outbox.enqueue('u2', changeLanguage, { language: 'zh' })

    expect((await log.read('u2', preferencesProjection)).state).toBeNull()
  })
})
