import { readFileSync } from 'node:fs'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { clientHash } from '../../test-support/accounts'
import { countRows, testEngines } from '../../test-support/test-database'
import { createTestServer, postRpc, type TestServer, rowsAtRest } from '../../test-support/test-server'
import { DEMO_TRAFFIC_DAYS } from '../reports/demo-traffic'
import {
  DEMO_BALANCE,
  DEMO_KEYS,
  DEMO_PACKAGES,
  DEMO_TEAM,
  DEMO_TEAM_KEYS,
  DEMO_WALLET_ADDRESS,
  seedDemoData,
} from './demo-seed'

const demo = { email: 'Demo@Hubdeck.dev', password: 'hubdeck-demo' }

describe.each(testEngines())('the demo workspace on %s', (engine) => {
  let server: TestServer

  /** Seeds the demo workspace and logs in as its user: the login answer and both contexts' headers. */
  async function seedAndLogIn() {
    await seedDemoData(server.database.kysely, { ...demo, production: false })
    const login = await postRpc(server.app, {
      method: 'hub_login',
      params: { email: 'demo@hubdeck.dev', password: clientHash('hubdeck-demo') },
    })
    const headers = { authorization: `Bearer ${login.body.result.token}` }
    const teamHeaders = { ...headers, 'team-id': String(login.body.result.user.teamList[0].teamId) }
    return { login, headers, teamHeaders }
  }

  beforeAll(async () => {
    server = await createTestServer(engine)
  })
  beforeEach(async () => {
    await server.database.kysely.deleteFrom('users').execute()
  })
  afterAll(async () => {
    await server?.close()
  })

  it('is never seeded in production', async () => {
    const before = await rowsAtRest(server)
    expect(await seedDemoData(server.database.kysely, { ...demo, production: true })).toBe('skipped')
    expect(await countRows(server.database.kysely)).toEqual(before)
  })

  it('is seeded into an empty database: the app logs in with the hashed password and sees balance and notices', async () => {
    expect(await seedDemoData(server.database.kysely, { ...demo, production: false })).toBe('seeded')

    const login = await postRpc(server.app, {
      method: 'hub_login',
      params: { email: 'demo@hubdeck.dev', password: clientHash('hubdeck-demo') },
    })
    const headers = { authorization: `Bearer ${login.body.result.token}` }
    expect(login.body.result.user).toMatchObject({ email: 'demo@hubdeck.dev', initialized: true, acceptTerm: true })

    const wallet = await postRpc(server.app, { method: 'hub_getUserWalletOverview' }, headers)
    expect(wallet.body.result.amount).toBe(DEMO_BALANCE)
    const notices = await postRpc(server.app, { method: 'hub_getUserMessages', params: { perPage: 50 } }, headers)
    expect(notices.body.result.list.length).toBeGreaterThanOrEqual(3)
    expect(notices.body.result.notReadNum).toBeGreaterThan(0)

    expect(await seedDemoData(server.database.kysely, { ...demo, production: false })).toBe('exists')
  })

  it('owns a team (so both login types can be tried) and has the demo wallet bound', async () => {
    await seedDemoData(server.database.kysely, { ...demo, production: false })
    const login = await postRpc(server.app, {
      method: 'hub_login',
      params: { email: 'demo@hubdeck.dev', password: clientHash('hubdeck-demo') },
    })
    const user = login.body.result.user
    expect(user).toMatchObject({ userType: 'user', hasTeam: true, walletAddress: DEMO_WALLET_ADDRESS })
    expect(user.teamList).toEqual([expect.objectContaining({ name: DEMO_TEAM.name, role: 'owner', memberCount: 1 })])

    const teamHeaders = {
      authorization: `Bearer ${login.body.result.token}`,
      'team-id': String(user.teamList[0].teamId),
    }
    const team = await postRpc(server.app, { method: 'hub_getTeamUserProfile', params: {} }, teamHeaders)
    expect(team.body.result).toMatchObject({ teamName: DEMO_TEAM.name, role: 'owner' })
    const wallet = await postRpc(server.app, { method: 'hub_getUserWalletOverview' }, teamHeaders)
    expect(wallet.body.result.amount).toBe(DEMO_TEAM.balance)
  })

  it('has API keys with different features, bundlers, MEV modes and whitelists, all within its packages', async () => {
    const { login, headers, teamHeaders } = await seedAndLogIn()
    expect(login.body.result.user.totalApiKeys).toBe(DEMO_KEYS.length)

    const keys = (await postRpc(server.app, { method: 'hub_getApiKeys', params: { perPage: 50 } }, headers)).body.result
    expect(keys.list.map((key: { name: string }) => key.name).sort()).toEqual(DEMO_KEYS.map((key) => key.name).sort())
    // Made before the 90 days of usage seeded on them, oldest first as listed in DEMO_KEYS.
    const created = (name: string) =>
      Date.parse(keys.list.find((key: { name: string }) => key.name === name).createdAt as string)
    expect(Date.now() - created(DEMO_KEYS[0]!.name)).toBeGreaterThan(DEMO_TRAFFIC_DAYS * 86_400_000)
    const order = [...DEMO_KEYS].map((key) => created(key.name))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    const byName = Object.fromEntries(keys.list.map((key: { name: string }) => [key.name, key]))
    expect(byName['Staging']).toMatchObject({
      features: { archive_mode: false, mev_protection: false, bundler: false },
    })
    expect(byName['Archive indexer']).toMatchObject({
      features: { archive_mode: true, mev_protection: false, bundler: false },
      whitelist: ['10.0.0.0/8', '203.0.113.10'],
    })
    expect(byName['Trading bot']).toMatchObject({ features: { mev_protection: true }, mev: 'auto' })
    expect(byName['Smart wallet (ERC-4337)']).toMatchObject({
      features: { archive_mode: true, bundler: true, mev_protection: false },
      bundler: 'pimlico',
      whitelist: ['*.wallet.example', 'wallet.example'],
    })
    // Every key is usable as seeded: the packages cover their features, and no notice was sent.
    const upgrade = (await postRpc(server.app, { method: 'hub_getApiKeyNeedUpgrade', params: {} }, headers)).body.result
    expect(upgrade).toMatchObject({ needUpgrade: false, currentPackage: DEMO_PACKAGES.account })
    const notices = await postRpc(server.app, { method: 'hub_getUserMessages', params: { perPage: 50 } }, headers)
    expect(notices.body.result.list.map((notice: { type: string }) => notice.type)).not.toContain(
      'apikey_feature_update',
    )

    const teamKeys = (await postRpc(server.app, { method: 'hub_getApiKeys', params: {} }, teamHeaders)).body.result
    expect(teamKeys.list.map((key: { name: string }) => key.name).sort()).toEqual(
      DEMO_TEAM_KEYS.map((key) => key.name).sort(),
    )
    expect(teamKeys.list.find((key: { name: string }) => key.name === 'Team backend')).toMatchObject({
      features: { bundler: true },
      bundler: 'stackup',
      whitelist: ['*.team.example'],
    })
    const teamUpgrade = (await postRpc(server.app, { method: 'hub_getApiKeyNeedUpgrade', params: {} }, teamHeaders))
      .body.result
    expect(teamUpgrade).toMatchObject({ needUpgrade: false, currentPackage: DEMO_PACKAGES.team })
  })

  it('signs in by wallet with account 0 of the public test mnemonic', async () => {
    await seedDemoData(server.database.kysely, { ...demo, production: false })
    const account = mnemonicToAccount('test test test test test test test test test test test junk')
    expect(account.address.toLowerCase()).toBe(DEMO_WALLET_ADDRESS)
    const host = { host: 'app.example.com' }
    const nonce = await postRpc(server.app, { method: 'hub_getSiweNonce', params: {} }, host)
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: 'app.example.com',
      nonce: nonce.body.result.nonce,
      uri: 'https://app.example.com/login',
      version: '1',
      issuedAt: new Date(),
    })
    const signature = await account.signMessage({ message })
    const login = await postRpc(
      server.app,
      { method: 'hub_metamaskRegister', params: { address: account.address, message, signature } },
      host,
    )
    expect(login.body.result.user).toMatchObject({ email: 'demo@hubdeck.dev', hasTeam: true })
  })

  it('is not seeded into a database that already has accounts', async () => {
    await server.database.kysely
      .insertInto('users')
      .values({ email: 'real@example.com', password_hash: null, nickname: 'Real' })
      .execute()
    expect(await seedDemoData(server.database.kysely, { ...demo, production: false })).toBe('skipped')
    const users = await server.database.kysely.selectFrom('users').select('email').execute()
    expect(users).toEqual([{ email: 'real@example.com' }])
  })

  it('tells one story: its notices name catalogue packages, the purchases are the packages it holds, the overview and README agree', async () => {
    const { headers, teamHeaders } = await seedAndLogIn()
    const catalogue = await postRpc(server.app, { method: 'hub_getSkuList', params: {} }, headers)
    const names: string[] = catalogue.body.result.map((sku: { name: string }) => sku.name)
    const priceOf = (name: string) => catalogue.body.result.find((sku: { name: string }) => sku.name === name).price

    const noticesOf = async (requestHeaders: Record<string, string>) =>
      (await postRpc(server.app, { method: 'hub_getUserMessages', params: { perPage: 50 } }, requestHeaders)).body
        .result.list as Array<{ type: string; expand: { skuName?: string; amount?: string } }>
    const accountNotices = await noticesOf(headers)
    const teamNotices = await noticesOf(teamHeaders)

    for (const notice of [...accountNotices, ...teamNotices]) {
      if (notice.expand.skuName !== undefined) expect(names).toContain(notice.expand.skuName)
    }
    const bought = (list: typeof accountNotices) =>
      list.filter((notice) => notice.type === 'buy_package').map((notice) => notice.expand)
    expect(bought(accountNotices)).toContainEqual({ skuName: DEMO_PACKAGES.account, amount: priceOf('Pro') })
    expect(bought(teamNotices)).toContainEqual({
      skuName: DEMO_PACKAGES.team,
      amount: priceOf('Growth'),
    })
    expect(DEMO_PACKAGES).toEqual({ account: 'Pro', team: 'Growth' })

    // What the notices tell is on the statement, the deposits, the purchases and the invoices,
    // and the statement's lines add up to the balance shown.
    const result = async (method: string, requestHeaders: Record<string, string>, params: object = {}) =>
      (await postRpc(server.app, { method, params: { perPage: 50, ...params } }, requestHeaders)).body.result
    const moneyOf = async (requestHeaders: Record<string, string>) => {
      const bills = (await result('hub_getUserBill', requestHeaders)).list as Array<{
        billType: string
        title: string
        amount: string
        balanceAfter: string
      }>
      const deposits = (await result('hub_getWalletDeposit', requestHeaders)).list as Array<{ usdAmount: string }>
      const purchases = (await result('hub_getViewUserPurchaseInfo', requestHeaders)).list as Array<{
        skuName: string
        amount: string
        orderId: string
      }>
      const invoices = (await result('hub_getUserInvoice', requestHeaders)).list as Array<{
        amount: string
        orderId: string
        status: string
      }>
      const told = (await noticesOf(requestHeaders)).filter((notice) => notice.type === 'deposit')
      return { bills: [...bills].reverse(), deposits, purchases, invoices, told }
    }
    const account = await moneyOf(headers)
    const topUp = (Number(DEMO_BALANCE) + Number(priceOf('Pro')) - 100).toFixed(2)
    expect(account.bills.map(({ billType, title, amount }) => [billType, title, amount])).toEqual([
      ['deposit', 'Deposit (USDT)', '100.00'],
      ['deposit', 'Deposit (USDT)', topUp],
      ['ru', 'Pro package', `-${priceOf('Pro')}`],
    ])
    expect(account.bills.at(-1)?.balanceAfter).toBe(DEMO_BALANCE)
    expect(account.deposits.map((deposit) => deposit.usdAmount).sort()).toEqual(['100.00', topUp].sort())
    expect(account.told).toHaveLength(2)
    expect(account.purchases).toEqual([expect.objectContaining({ skuName: 'Pro', amount: priceOf('Pro') })])
    expect(account.invoices).toEqual([
      expect.objectContaining({ amount: priceOf('Pro'), orderId: account.purchases[0]!.orderId, status: 'paid' }),
    ])
    const team = await moneyOf(teamHeaders)
    const teamDeposit = (Number(DEMO_TEAM.balance) + Number(priceOf('Growth'))).toFixed(2)
    expect(team.bills.map(({ amount }) => amount)).toEqual([teamDeposit, `-${priceOf('Growth')}`])
    expect(team.bills.at(-1)?.balanceAfter).toBe(DEMO_TEAM.balance)
    expect(team.purchases).toEqual([expect.objectContaining({ skuName: 'Growth', amount: priceOf('Growth') })])
    expect(team.invoices).toHaveLength(1)

    const limits = await postRpc(server.app, { method: 'hub_getUserLimitInfo', params: {} }, headers)
    expect(limits.body.result.currentLimitRateTitleView).toBe(DEMO_PACKAGES.account)
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
    expect(readme).toMatch(/demo account holds the Pro\s+package/)
    expect(readme).toMatch(/its team, Growth/)
  })
})
