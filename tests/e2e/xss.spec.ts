/**
 * XSS (issue 21): the corpus of support/xss-payloads.ts goes through the API into every field a
 * user controls — nicknames, API key names, team names, member notes, whitelist entries (only
 * valid ones are stored: each payload is tried and refused), invoice details and a support
 * ticket — then every page that shows them is opened, one browser page for the whole run. Each
 * payload calls `window.__xss(id)` if it ever runs: it must never be called, no CSP or Trusted
 * Types violation may be reported (support/fixtures.ts fails the test on one), and each page must
 * show the payloads as text. It prints how many payload × field × page combinations it checked.
 * `npm run harden:xss` runs it alone; it is also part of the e2e suite.
 */
import type { Page } from '@playwright/test'
import {
  INVOICE_CONFIG_MAX,
  type ApiKey,
  type InvoicePreview,
  type InvoiceSummary,
  type Page as ListPage,
  type Sku,
} from '../../contract/index'
import { LOGIN_TYPE_COOKIE, TEAM_ID_COOKIE } from '../../src/lib/team-context'
import { apiCall, createAccount, devCall, logIn, sessionToken } from './support/accounts'
import { expect, test } from './support/fixtures'
import { XSS_PAYLOADS, type XssPayload } from './support/xss-payloads'

type Field =
  'nickname' | 'API key name' | 'team name' | 'member note' | 'whitelist entry' | 'invoice details' | 'support ticket'

/** What each field stored, as the server gave it back (trimmed), and how many payloads it refused. */
class Corpus {
  readonly stored = new Map<Field, string[]>()
  readonly refused = new Map<Field, number>()

  /**
   * Tries one write of `payloads` (one, or several joined in one value); a refusal of bad input
   * (-32602, 10422) is counted, anything else fails the test.
   */
  async write(field: Field, payloads: readonly XssPayload[], write: () => Promise<unknown>): Promise<void> {
    try {
      await write()
      this.stored.set(field, [...(this.stored.get(field) ?? []), ...payloads.map((payload) => payload.text.trim())])
    } catch (error) {
      if (!/"code":(-32602|10422)\b/.test(String(error))) throw error
      this.refused.set(field, (this.refused.get(field) ?? 0) + payloads.length)
    }
  }

  texts(fields: readonly Field[]): string[] {
    return fields.flatMap((field) => this.stored.get(field) ?? [])
  }
}

test('no payload of the XSS corpus runs in any field on any page that shows it', async ({ page, request }) => {
  test.setTimeout(90_000)
  const runs: string[] = []
  // Defined in every document the page opens, frames included, before any of its scripts.
  await page.exposeFunction('__xss', (id: number) => runs.push(`payload ${id} ran on ${page.url()}`))
  const [first, ...others] = XSS_PAYLOADS as [XssPayload, ...XssPayload[]]
  const corpus = new Corpus()

  const owner = await createAccount(request, 'Owner')
  await logIn(page, owner, '/404')
  const token = await sessionToken(page)
  const call = <T>(method: string, params: unknown, callerToken = token, teamId?: number) =>
    apiCall<T>(page.request, method, params, callerToken, teamId)

  // The owner: the first payload as nickname, a key named after each payload, a team named after the first.
  await corpus.write('nickname', [first], () => call('hub_setUserNickname', { nickname: first.text }))
  let teamId = 0
  await corpus.write('team name', [first], async () => {
    teamId = (await call<{ teamId: number }>('hub_createTeam', { name: first.text })).teamId
  })
  const keys: ApiKey[] = []
  await Promise.all(
    XSS_PAYLOADS.map((payload) =>
      corpus.write('API key name', [payload], async () =>
        keys.push(await call<ApiKey>('hub_generateApiKey', { name: payload.text })),
      ),
    ),
  )

  // One member per other payload, in parallel: its nickname, the owner's note on it, and a team
  // of its own with that name which the owner joins (the workspace menu lists them all).
  await Promise.all(
    others.map(async (payload) => {
      const email = `e2e-xss-${crypto.randomUUID()}@example.com`
      const member = await devCall<{ userId: number; token: string }>(request, 'dev_createAccount', {
        email,
        password: 'correct horse battery',
        nickname: 'Member',
        signIn: true,
      })
      await corpus.write('nickname', [payload], () =>
        call('hub_setUserNickname', { nickname: payload.text }, member.token),
      )
      const invite = await devCall<{ inviteId: number }>(request, 'dev_createTeamInvite', { teamId: teamId, email })
      await call('hub_approveInvite', { inviteId: invite.inviteId }, member.token)
      await corpus.write('member note', [payload], () =>
        call('hub_editTeamNote', { teamId: teamId, userId: member.userId, note: payload.text }, token, teamId),
      )
      await corpus.write('team name', [payload], async () => {
        const own = await call<{ teamId: number }>('hub_createTeam', { name: payload.text }, member.token)
        const ownerInvite = await devCall<{ inviteId: number }>(request, 'dev_createTeamInvite', {
          teamId: own.teamId,
          email: owner.email,
        })
        await call('hub_approveInvite', { inviteId: ownerInvite.inviteId })
      })
    }),
  )
  // Whitelist entries: every payload is tried and refused (not an address or a domain); the
  // newest key, whose details the endpoint page shows, keeps a valid list.
  const newest = keys.reduce((latest, key) => (key.id > latest.id ? key : latest))
  await Promise.all(
    XSS_PAYLOADS.map((payload) =>
      corpus.write('whitelist entry', [payload], () =>
        call('hub_updateApiKey', { id: newest.id, whitelist: [payload.text] }),
      ),
    ),
  )
  await call('hub_updateApiKey', { id: newest.id, whitelist: ['203.0.113.7', '*.xss-corpus.example'] })

  // Invoice details: the payloads packed into the free-text fields, as many as each field's
  // length allows, one field per call; what fits nowhere is tried alone in the shortest field.
  const packed = new Map<keyof typeof INVOICE_CONFIG_MAX, XssPayload[]>()
  const left: XssPayload[] = []
  for (const payload of XSS_PAYLOADS) {
    const field = INVOICE_TEXT_FIELDS.find(
      (name) => joined([...(packed.get(name) ?? []), payload]).length <= INVOICE_CONFIG_MAX[name],
    )
    if (field) packed.set(field, [...(packed.get(field) ?? []), payload])
    else left.push(payload)
  }
  await Promise.all([
    ...[...packed].map(([field, payloads]) =>
      corpus.write('invoice details', payloads, () =>
        call('hub_updateUserInvoiceConfig', { [field]: joined(payloads) }),
      ),
    ),
    ...left.map((payload) =>
      corpus.write('invoice details', [payload], () =>
        call('hub_updateUserInvoiceConfig', { postalCode: payload.text }),
      ),
    ),
  ])
  const growth = (await call<Sku[]>('hub_getSkuList', {})).find((sku) => sku.name === 'Growth')
  await call('hub_buyPackage', { skuId: growth!.id })
  const invoice = (await call<ListPage<InvoiceSummary>>('hub_getUserInvoice', { page: 1, perPage: 5 })).list[0]!
  const preview = await call<InvoicePreview>('hub_getInvoicePreviewCode', { invoiceId: invoice.id })

  // A support ticket: every payload in its message, as many as fit in its subject.
  const subject = XSS_PAYLOADS.map((payload) => payload.text)
    .reduce((joined, text) => (`${joined} ${text}`.length <= 200 ? `${joined} ${text}` : joined), '')
    .trim()
  const ticket = await page.request.post('/requests', {
    headers: { authorization: `Bearer ${token}` },
    data: { topic: 'technical', subject, message: XSS_PAYLOADS.map((payload) => payload.text).join('\n') },
  })
  expect((await ticket.json()).error).toBeUndefined()
  corpus.stored.set(
    'support ticket',
    XSS_PAYLOADS.map((payload) => payload.text.trim()),
  )

  // Every page that shows them, in personal context, then in the team's.
  const checked: Array<{ page: string; fields: number; rendered: number }> = []
  const visit = async (name: string, fields: readonly Field[], open: () => Promise<void>) => {
    await open()
    // Waits for the data: each field's payloads must be on the page as text, at least one of each.
    const shownPerField = async () => {
      const shown = new Set(await shownTexts(page, corpus.texts(fields)))
      return fields.map((field) => (corpus.stored.get(field) ?? []).filter((text) => shown.has(text)).length)
    }
    await expect
      .poll(async () => (await shownPerField()).map((count, index) => `${fields[index]}: ${count > 0}`), {
        message: `payloads of each field shown as text on ${name}`,
      })
      .toEqual(fields.map((field) => `${field}: true`))
    // The same payloads go into every field, so a page's distinct payloads shown are what it rendered.
    const rendered = (await shownTexts(page, corpus.texts(fields))).length
    checked.push({ page: name, fields: fields.length, rendered })
    console.log(`  ${name} (${fields.join(', ')}): ${rendered} payloads shown as text`)
    expect(runs, `payloads that ran on ${name}`).toEqual([])
  }
  // The header names the owner (the account menu's name) on every dashboard page.
  await visit('endpoints, key details and the account menu', ['API key name', 'nickname'], async () => {
    await page.goto('/rpc/endpoint')
    await page.getByRole('button', { name: `Account menu for ${first.text.trim()}` }).click()
  })
  await visit('workspace menu', ['team name'], async () => {
    await page.keyboard.press('Escape')
    await page
      .getByRole('button', { name: /Switch workspace/ })
      .locator('visible=true')
      .click()
  })
  await visit('statistics by key', ['API key name', 'nickname'], async () => {
    await gotoPage(page, '/rpc/statistic')
    await page.getByRole('combobox', { name: 'Scope' }).selectOption({ label: 'API key' })
  })
  await visit('profile', ['nickname'], () => gotoPage(page, '/rpc/profile'))
  await visit('notice centre', ['nickname', 'team name'], () => gotoPage(page, '/rpc/notices'))
  await visit('invoices and invoice details', ['invoice details', 'nickname'], () =>
    gotoPage(page, '/rpc/billings/invoice'),
  )
  await visit('printable invoice', ['invoice details'], () => page.goto(preview.path).then(() => undefined))
  await visit('support ticket mail', ['support ticket'], () =>
    page.goto(`/dev/mail?to=${encodeURIComponent(owner.email)}`).then(() => undefined),
  )
  const origin = new URL(page.url()).origin
  await page.context().addCookies([
    { name: LOGIN_TYPE_COOKIE, value: 'Team', url: origin },
    { name: TEAM_ID_COOKIE, value: String(teamId), url: origin },
  ])
  const inTeam: Field[] = ['nickname', 'team name', 'member note']
  await visit('team page', inTeam, () => gotoPage(page, '/rpc/team'))
  await visit('team log', inTeam, () => gotoPage(page, '/rpc/team/logs'))

  expect(runs).toEqual([])
  const combinations = checked.reduce((sum, row) => sum + row.rendered, 0)
  const fields = [...new Set([...corpus.stored.keys(), ...corpus.refused.keys()])]
  console.log(
    [
      `XSS corpus: ${XSS_PAYLOADS.length} payloads, ${fields.length} fields, ${checked.length} pages`,
      ...fields.map(
        (field) =>
          `  ${field}: ${corpus.stored.get(field)?.length ?? 0} stored, ${corpus.refused.get(field) ?? 0} refused`,
      ),
      `  ${checked.reduce((sum, row) => sum + row.fields, 0)} field × page pairs, each showing its payloads as text`,
      `  ${combinations} payload × page renderings, ${runs.length} executions`,
    ].join('\n'),
  )
})

/** The invoice details a customer types freely (the e-mail and the country code are checked forms). */
const INVOICE_TEXT_FIELDS = [
  'companyName',
  'addressLine1',
  'addressLine2',
  'taxId',
  'city',
  'state',
  'postalCode',
] as const

/** Several payloads in one value, each whole. */
function joined(payloads: readonly XssPayload[]): string {
  return payloads.map((payload) => payload.text.trim()).join(' ')
}

/** Opens an app page and waits for its heading. */
async function gotoPage(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/**
 * Which of `texts` the page shows as text: in its visible text, a form field's value, a list's
 * option or an accessible name (the account menu names the nickname only so).
 */
function shownTexts(page: Page, texts: readonly string[]): Promise<string[]> {
  return page.evaluate((candidates) => {
    const values = [...document.querySelectorAll('input, textarea')].map(
      (field) => (field as HTMLInputElement | HTMLTextAreaElement).value,
    )
    const labels = [...document.querySelectorAll('[aria-label], option')].map(
      (element) => element.getAttribute('aria-label') ?? element.textContent,
    )
    const shown = [document.body.innerText, ...values, ...labels].join('\n')
    return [...new Set(candidates)].filter((text) => shown.includes(text))
  }, texts)
}
