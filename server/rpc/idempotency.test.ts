import { sql } from 'kysely'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PUBLIC_URL } from '../config'
import { listOutbox } from '../mail/outbox-mailer'
import { seedDevDiscountCodes } from '../modules/account/discount-codes'
import { createUser } from '../modules/account/users.queries'
import { issueTeamInvite } from '../modules/teams/team-invites'
import { createTeam } from '../modules/teams/teams.queries'
import { oauthRedirectUri } from '../modules/account/oauth-client'
import { registerAllMethods } from '../modules/modules'
import { notify } from '../modules/notices/notify'
import { grantPackage, skuByName } from '../modules/packages/packages.queries'
import { signedInAccount, type TestAccount } from '../test-support/accounts'
import { loginAtProvider, startTestOidcProvider, type TestOidcProvider } from '../test-support/oidc-provider'
import { testEngines } from '../test-support/test-database'
import { createTestServer, postRpc, type TestServer } from '../test-support/test-server'
import { CARDS, saveCard, webhooksDelivered } from '../modules/wallet/cards/card-test-kit'
import { credit, walletIdOf } from '../modules/wallet/ledger'
import { ABANDONED_CLAIM_MINUTES, isMutatingMethod } from './idempotency'
import { contractSpec, isContractMethod, MethodRegistry } from './registry'

/** The host the calls below are sent to: a SIWE proof names it as its domain. */
const HOST = 'app.example.com'

/** A fixed test key (never funded anywhere). */
const WALLET = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba')

/** A SIWE proof of WALLET around a nonce the server issued. */
async function walletProof(nonce: () => Promise<string>) {
  const message = createSiweMessage({
    address: WALLET.address,
    chainId: 1,
    domain: HOST,
    nonce: await nonce(),
    uri: `https://${HOST}/rpc/profile`,
    version: '1',
    issuedAt: new Date(),
  })
  return { address: WALLET.address, message, signature: await WALLET.signMessage({ message }) }
}

/** The address the e-mail binding writes bind. */
const BIND_EMAIL = 'idem-bound@example.com'

/** What a write's params may need: the server (a mailed code, a seeded row) and the account. */
interface WriteEnv {
  server: TestServer
  account: TestAccount
}

/** Params, or how to make them when they need the server (a nonce, a mailed code). */
type WriteParams = unknown | ((nonce: () => Promise<string>, env: WriteEnv) => Promise<unknown>)

/**
 * A call of every mutating `user` method the server implements, in an order that works on one
 * account (hub_logout last: it ends the session). A new write must be added here.
 */
const EVERY_WRITE: ReadonlyArray<[method: string, params: WriteParams]> = [
  ['hub_changeUserLang', { lang: 'zh' }],
  ['hub_setRechargeTips', { enabled: false }],
  ['hub_setUserEmailConfig', { marketing: true, lowBalanceThreshold: '25' }],
  ['hub_setUserMessageRead', { type: 'low_balance' }],
  ['hub_setUserMessageReadAll', {}],
  [
    'hub_savePushSubscription',
    { endpoint: 'https://push.example.com/send/idem', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
  ],
  ['hub_deletePushSubscription', { endpoint: 'https://push.example.com/send/idem' }],
  ['hub_bindMetamask', walletProof],
  ['hub_unbindMetamask', {}],
  ['hub_bindOauth', { provider: 'test' }],
  [
    'hub_bindOauthCheck',
    async (_nonce: unknown, { server, account }: WriteEnv) => {
      // Signs in at the test provider through the URL hub_bindOauth answered (kept with its key).
      const { response } = await server.database.kysely
        .selectFrom('idempotency_keys')
        .select('response')
        .where('user_id', '=', account.userId)
        .where('key', '=', 'every-hub_bindOauth')
        .executeTakeFirstOrThrow()
      const { authorizeUrl } = response?.result as { authorizeUrl: string }
      const callback = new URL(await loginAtProvider(authorizeUrl, { login: 'idem-oauth' }))
      return { provider: 'test', code: callback.searchParams.get('code'), state: callback.searchParams.get('state') }
    },
  ],
  ['hub_unbindOauth', { provider: 'test' }],
  ['hub_createTeam', { name: 'Idempotent team' }],
  [
    'hub_editTeamName',
    async (_nonce: unknown, env: WriteEnv) => ({ teamId: await ownTeamOf(env), name: 'Renamed team' }),
  ],
  [
    'hub_addMember',
    async (_nonce: unknown, env: WriteEnv) => ({ teamId: await ownTeamOf(env), email: 'idem-invitee@example.com' }),
  ],
  [
    'hub_revokeInvite',
    async (_nonce: unknown, env: WriteEnv) => {
      const teamId = await ownTeamOf(env)
      const invite = await env.server.database.kysely
        .selectFrom('team_invitations')
        .select('id')
        .where('team_id', '=', teamId)
        .executeTakeFirstOrThrow()
      return { teamId, inviteId: Number(invite.id) }
    },
  ],
  [
    'hub_editTeamNote',
    async (_nonce: unknown, env: WriteEnv) => ({
      teamId: await ownTeamOf(env),
      userId: await teamMate(env, 'idem-mate'),
      note: 'Idempotent note',
    }),
  ],
  [
    'hub_setMemberRole',
    async (_nonce: unknown, env: WriteEnv) => ({
      teamId: await ownTeamOf(env),
      userId: await teamMate(env, 'idem-mate'),
      role: 'billing',
    }),
  ],
  [
    'hub_removeMember',
    async (_nonce: unknown, env: WriteEnv) => ({
      teamId: await ownTeamOf(env),
      userId: await teamMate(env, 'idem-mate'),
    }),
  ],
  ['hub_approveInvite', async (_nonce: unknown, env: WriteEnv) => ({ inviteId: await inviteTo(env, 'Joined team') })],
  ['hub_rejectInvite', async (_nonce: unknown, env: WriteEnv) => ({ inviteId: await inviteTo(env, 'Declined team') })],
  ['hub_leaveTeam', async (_nonce: unknown, env: WriteEnv) => ({ teamId: (await teamNamed(env, 'Joined team')).id })],
  [
    'hub_transferTeamOwnership',
    async (_nonce: unknown, env: WriteEnv) => ({
      teamId: await ownTeamOf(env),
      userId: await teamMate(env, 'idem-heir'),
    }),
  ],
  [
    'hub_deleteTeam',
    async (_nonce: unknown, env: WriteEnv) => ({
      teamId: await createTeam(env.server.database.kysely, env.account.userId, 'Disbanded team'),
    }),
  ],
  ['hub_setUserNickname', { nickname: 'Idempotent' }],
  ['hub_setUserAcceptTerm', { acceptTerm: true }],
  ['hub_removeAvatar', {}],
  [
    'hub_setUserDiscountCode',
    async (_nonce: unknown, { server }: WriteEnv) => {
      await seedDevDiscountCodes(server.database.kysely)
      return { code: 'WELCOME10' }
    },
  ],
  ['hub_sendBindConfirmMail', { email: BIND_EMAIL }],
  [
    'hub_bindEmail',
    async (_nonce: unknown, { server }: WriteEnv) => {
      const [mail] = await listOutbox(server.database.kysely, BIND_EMAIL)
      return { email: BIND_EMAIL, code: new URL(mail!.links[0]!).searchParams.get('code') }
    },
  ],
  [
    'hub_noPassword',
    async (_nonce: unknown, { server, account }: WriteEnv) => {
      // Set-password is for an account without one, such as a wallet's.
      await server.database.kysely
        .updateTable('users')
        .set({ password_hash: null })
        .where('id', '=', account.userId)
        .execute()
      return {}
    },
  ],
  ['hub_generateApiKey', { name: 'Idempotent key' }],
  ['hub_setApiKeyName', async (_nonce: unknown, env: WriteEnv) => ({ id: await apiKeyIdOf(env), name: 'Renamed key' })],
  [
    'hub_setApiKeyAdvancedFeatures',
    async (_nonce: unknown, env: WriteEnv) => {
      // Archive mode needs a package that includes it (modules/packages/package-check.ts).
      const db = env.server.database.kysely
      const sku = await skuByName(db, 'Pay As You Go')
      await grantPackage(db, { userId: env.account.userId }, sku!.id, { days: 30 })
      return { id: await apiKeyIdOf(env), features: { archive_mode: true } }
    },
  ],
  [
    'hub_setApiKeyBundler',
    async (_nonce: unknown, env: WriteEnv) => ({ id: await apiKeyIdOf(env), bundler: 'pimlico' }),
  ],
  ['hub_setApiKeyMev', async (_nonce: unknown, env: WriteEnv) => ({ id: await apiKeyIdOf(env), mev: 'auto' })],
  [
    'hub_updateApiKey',
    async (_nonce: unknown, env: WriteEnv) => ({ id: await apiKeyIdOf(env), whitelist: ['10.0.0.0/8'] }),
  ],
  ['hub_rotateApiKey', async (_nonce: unknown, env: WriteEnv) => ({ id: await apiKeyIdOf(env), graceHours: 1 })],
  ['hub_freezeApiKey', async (_nonce: unknown, env: WriteEnv) => ({ id: await apiKeyIdOf(env) })],
  ['hub_unfreezeApiKey', async (_nonce: unknown, env: WriteEnv) => ({ id: await apiKeyIdOf(env) })],
  ['hub_deleteApiKey', async (_nonce: unknown, env: WriteEnv) => ({ id: await apiKeyIdOf(env) })],
  ['hub_setUserAutoRenew', { enabled: true }],
  ['hub_setLowBalanceThreshold', { amount: '20' }],
  ['hub_updateUserInvoiceConfig', { companyName: 'Idempotent Ltd.', country: 'sg' }],
  ['hub_createStripeOrder', { purpose: 'deposit', amount: '49.00' }],
  ['hub_createStripeSetup', {}],
  [
    'hub_depositByCard',
    async (_nonce: unknown, { server, account }: WriteEnv) => ({
      amount: '49.00',
      cardId: (await saveCard(server, account, CARDS.succeeds)).id,
    }),
  ],
  ['hub_skuFirstConfirmCard', async (_nonce: unknown, env: WriteEnv) => ({ skuId: await skuIdOf(env, 'Growth') })],
  ['hub_buyPackageByCard', async (_nonce: unknown, env: WriteEnv) => ({ skuId: await skuIdOf(env, 'Growth') })],
  ['hub_skuFirstConfirm', async (_nonce: unknown, env: WriteEnv) => ({ skuId: await uninitialized(env, 'Free') })],
  ['hub_buyPackage', async (_nonce: unknown, env: WriteEnv) => ({ skuId: await funded(env, 'Growth') })],
  [
    'hub_buyDnNodeByWallet',
    async (_nonce: unknown, env: WriteEnv) => ({
      skuId: await fundedFor(env, '598.00', nodeSkuOf), // the first month and the set-up fee
      months: 1,
    }),
  ],
  ['hub_buyDnNodeByCard', async (_nonce: unknown, env: WriteEnv) => ({ skuId: await nodeSkuOf(env), months: 1 })],
  [
    'hub_renewDnNodeByWallet',
    async (_nonce: unknown, env: WriteEnv) => ({ nodeId: await fundedFor(env, '499.00', nodeIdOf), months: 1 }),
  ],
  ['hub_renewDnNodeByCard', async (_nonce: unknown, env: WriteEnv) => ({ nodeId: await nodeIdOf(env), months: 1 })],
  [
    'hub_setDnNodeAutoRenew',
    async (_nonce: unknown, env: WriteEnv) => ({ nodeId: await nodeIdOf(env), autoRenew: true }),
  ],
  ['hub_setDefaultCreditCard', async (_nonce: unknown, env: WriteEnv) => ({ cardId: await cardIdOf(env) })],
  ['hub_delWalletDepositPending', async (_nonce: unknown, env: WriteEnv) => ({ id: await pendingCardDeposit(env) })],
  ['hub_removeCreditCard', async (_nonce: unknown, env: WriteEnv) => ({ cardId: await cardIdOf(env) })],
  ['hub_logout', {}],
]

/** The live team the account owns (hub_createTeam above). */
async function ownTeamOf({ server, account }: WriteEnv): Promise<number> {
  const team = await server.database.kysely
    .selectFrom('teams')
    .select('id')
    .where('owner_id', '=', account.userId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  return Number(team.id)
}

/** The id of the account `name` (made once), an active developer of the account's team. */
async function teamMate(env: WriteEnv, name: string): Promise<number> {
  const db = env.server.database.kysely
  const email = `${name}@example.com`
  const found = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
  const userId = found ? Number(found.id) : await createUser(db, { email, passwordHash: 'a'.repeat(32) })
  await db
    .insertInto('team_members')
    .values({ team_id: await ownTeamOf(env), user_id: userId, role: 'developer', joined_at: new Date() })
    .onConflict((oc) => oc.doNothing())
    .execute()
  return userId
}

/** A team of its own owner (made once) named `name`. */
async function teamNamed({ server }: WriteEnv, name: string): Promise<{ id: number }> {
  const db = server.database.kysely
  const found = await db.selectFrom('teams').select('id').where('name', '=', name).executeTakeFirst()
  if (found) return { id: Number(found.id) }
  const ownerId = await createUser(db, {
    email: `${name.replace(/ /g, '-').toLowerCase()}@example.com`,
    passwordHash: 'a'.repeat(32),
  })
  return { id: await createTeam(db, ownerId, name) }
}

/** An invitation of the account to the team `name`. */
async function inviteTo(env: WriteEnv, name: string): Promise<number> {
  const { id: teamId } = await teamNamed(env, name)
  const owner = await env.server.database.kysely
    .selectFrom('teams')
    .select('owner_id')
    .where('id', '=', teamId)
    .executeTakeFirstOrThrow()
  const invite = await issueTeamInvite(env.server.database.kysely, {
    teamId,
    inviterId: Number(owner.owner_id),
    email: env.account.email,
  })
  return invite.inviteId
}

/** The card saved above for the account's wallet. */
async function cardIdOf({ server, account }: WriteEnv): Promise<string> {
  const walletId = await walletIdOf(server.database.kysely, { userId: account.userId })
  const card = await server.database.kysely
    .selectFrom('credit_cards')
    .select('id')
    .where('wallet_id', '=', walletId)
    .executeTakeFirstOrThrow()
  return card.id
}

/** The catalogue id of the package `name`. */
async function skuIdOf({ server }: WriteEnv, name: string): Promise<number> {
  return (await skuByName(server.database.kysely, name))!.id
}

/** `name`'s id, with the account back before its first-login choice (the card order above made it). */
async function uninitialized(env: WriteEnv, name: string): Promise<number> {
  await webhooksDelivered(env.server)
  await env.server.database.kysely
    .updateTable('users')
    .set({ initialized: false })
    .where('id', '=', env.account.userId)
    .execute()
  return skuIdOf(env, name)
}

/** `name`'s id, with its price in the account's wallet. */
async function funded(env: WriteEnv, name: string): Promise<number> {
  const db = env.server.database.kysely
  const sku = (await skuByName(db, name))!
  await credit(db, await walletIdOf(db, { userId: env.account.userId }), { kind: 'gift', amount: sku.price })
  return sku.id
}

/** The catalogue id of a dedicated node on sale (Ethereum, $499 a month plus a $99 set-up fee). */
async function nodeSkuOf({ server }: WriteEnv): Promise<number> {
  const sku = await server.database.kysely
    .selectFrom('dn_skus')
    .select('id')
    .where('name', '=', 'Ethereum Full · Frankfurt · Geth')
    .executeTakeFirstOrThrow()
  return Number(sku.id)
}

/** Puts `amount` USD into the account's wallet, then answers `then(env)`. */
async function fundedFor<T>(env: WriteEnv, amount: string, then: (env: WriteEnv) => Promise<T>): Promise<T> {
  const db = env.server.database.kysely
  await credit(db, await walletIdOf(db, { userId: env.account.userId }), { kind: 'gift', amount })
  return then(env)
}

/** The node hub_buyDnNodeByWallet bought above. */
async function nodeIdOf({ server, account }: WriteEnv): Promise<number> {
  const node = await server.database.kysely
    .selectFrom('dn_nodes')
    .select('id')
    .where('user_id', '=', account.userId)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  return Number(node.id)
}

/** A card deposit left waiting, as one abandoned at 3-D Secure is. */
async function pendingCardDeposit({ server, account }: WriteEnv): Promise<number> {
  const walletId = await walletIdOf(server.database.kysely, { userId: account.userId })
  const row = await server.database.kysely
    .insertInto('deposits')
    .values({ wallet_id: walletId, payment_method: 'stripe', status: 'pending', usd_amount: '49.00' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** The id of the key hub_generateApiKey created above for the account. */
async function apiKeyIdOf({ server, account }: WriteEnv): Promise<number> {
  const key = await server.database.kysely
    .selectFrom('api_keys')
    .select('id')
    .where('user_id', '=', account.userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(key.id)
}

describe('which methods honour Idempotency-Key', () => {
  it('every write does; reads ignore it', () => {
    for (const name of ['hub_setUserMessageRead', 'hub_changeUserLang', 'hub_logout', 'hub_buyPackage']) {
      expect(isMutatingMethod(name), name).toBe(true)
    }
    for (const name of ['hub_getUserMessages', 'hub_reportUserRuUsage', 'hub_polling', 'hub_checkOauthCode']) {
      expect(isMutatingMethod(name), name).toBe(false)
    }
  })

  it('the test of every write below covers every mutating user method the server implements', () => {
    const registry = registerAllMethods(new MethodRegistry(), {
      production: false,
      staticDir: null,
      rpcDomain: 'example.test',
      supportEmail: 'support@example.test',
    })
    const writes = registry
      .names()
      .filter((name) => isContractMethod(name) && contractSpec(name).auth === 'user' && isMutatingMethod(name))
    expect(writes.sort()).toEqual(EVERY_WRITE.map(([method]) => method).sort())
  })
})

describe.each(testEngines())('Idempotency-Key on %s', (engine) => {
  let server: TestServer
  let provider: TestOidcProvider

  beforeAll(async () => {
    provider = await startTestOidcProvider({ redirectUris: [oauthRedirectUri(DEFAULT_PUBLIC_URL, 'test', 'bind')] })
    const { issuer, clientId, clientSecret } = provider
    server = await createTestServer(engine, {
      oauthProviders: [{ id: 'test', name: 'Test', issuer, clientId, clientSecret }],
    })
  })
  afterAll(async () => {
    await server?.close()
    await provider?.close()
  })

  const send = (account: TestAccount, method: string, params: unknown, key?: string) =>
    postRpc(
      server.app,
      { jsonrpc: '2.0', id: 1, method, params },
      { host: HOST, ...account.headers, ...(key ? { 'idempotency-key': key } : {}) },
    )

  /** An account with 3 unread low_balance notices. */
  async function accountWithNotices(): Promise<TestAccount> {
    const account = await signedInAccount(server, 'idem')
    for (let index = 0; index < 3; index += 1) {
      await notify(server.database.kysely, { userId: account.userId }, 'low_balance', { amount: '1.00' })
    }
    return account
  }

  const unreadCount = async (account: TestAccount) =>
    (await send(account, 'hub_getUserMessages', { unread: true, perPage: 9999 })).body.result.notReadNum as number

  it('the same key twice: acted on once, and the repeat gets the first answer', async () => {
    const account = await accountWithNotices()
    const first = await send(account, 'hub_setUserMessageRead', { type: 'low_balance' }, 'key-1')
    expect(first.body.result).toEqual({ updated: 3, notReadNum: 0 })

    // A new notice of the same type: acting again would mark it read.
    await notify(server.database.kysely, { userId: account.userId }, 'low_balance', { amount: '1.00' })
    const repeat = await send(account, 'hub_setUserMessageRead', { type: 'low_balance' }, 'key-1')

    expect(repeat.body).toEqual(first.body)
    expect(await unreadCount(account)).toBe(1)
  })

  it('another key acts again', async () => {
    const account = await accountWithNotices()
    await send(account, 'hub_setUserMessageReadAll', {}, 'a')
    await notify(server.database.kysely, { userId: account.userId }, 'low_balance', { amount: '1.00' })
    const second = await send(account, 'hub_setUserMessageReadAll', {}, 'b')
    expect(second.body.result).toEqual({ updated: 1, notReadNum: 0 })
  })

  it('a key belongs to one user and one method', async () => {
    const ann = await accountWithNotices()
    const bob = await accountWithNotices()
    await send(ann, 'hub_setUserMessageReadAll', {}, 'shared')
    expect((await send(bob, 'hub_setUserMessageReadAll', {}, 'shared')).body.result.updated).toBe(3)
    expect((await send(ann, 'hub_changeUserLang', { lang: 'zh' }, 'shared')).body.result.language).toBe('zh')
  })

  it('refuses a key reused with other params, changing nothing', async () => {
    const account = await signedInAccount(server)
    await send(account, 'hub_changeUserLang', { lang: 'zh' }, 'lang-key')
    const reused = await send(account, 'hub_changeUserLang', { lang: 'en' }, 'lang-key')
    expect(reused.body.error).toMatchObject({ code: 10422, message: 'This Idempotency-Key was used with other params' })
    const profile = await send(account, 'hub_getUserProfile', {})
    expect(profile.body.result.language).toBe('zh')
  })

  it('two copies arriving together act once', async () => {
    const account = await accountWithNotices()
    const answers = await Promise.all([
      send(account, 'hub_setUserMessageReadAll', {}, 'together'),
      send(account, 'hub_setUserMessageReadAll', {}, 'together'),
    ])
    for (const answer of answers) {
      if (answer.body.error) expect(answer.body.error.code).toBe(50409)
      else expect(answer.body.result).toEqual({ updated: 3, notReadNum: 0 })
    }
    const rows = await server.database.kysely
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', account.userId)
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('a claim left without an answer by a killed process is released after a while, and the retry acts once', async () => {
    const account = await accountWithNotices()
    // What a process killed between the claim and its commit leaves: the claim, no answer.
    const abandon = (age: string) =>
      server.database.kysely
        .insertInto('idempotency_keys')
        .values({
          user_id: account.userId,
          method: 'hub_setUserMessageReadAll',
          key: `crashed-${age.replace(' ', '-')}`,
          params_hash: 'never-answered',
          created_at: sql<Date>`now() - ${age}::interval` as never,
        })
        .execute()
    await abandon('1 minute')
    await abandon(`${ABANDONED_CLAIM_MINUTES + 1} minutes`)

    const recent = await send(account, 'hub_setUserMessageReadAll', {}, 'crashed-1-minute')
    expect(recent.body.error.code).toBe(50409)
    expect(await unreadCount(account)).toBe(3)

    const retried = await send(
      account,
      'hub_setUserMessageReadAll',
      {},
      `crashed-${ABANDONED_CLAIM_MINUTES + 1}-minutes`,
    )
    expect(retried.body.result).toEqual({ updated: 3, notReadNum: 0 })
    const repeat = await send(
      account,
      'hub_setUserMessageReadAll',
      {},
      `crashed-${ABANDONED_CLAIM_MINUTES + 1}-minutes`,
    )
    expect(repeat.body).toEqual(retried.body)
  })

  it('ignores a key on a read, and refuses a malformed key', async () => {
    const account = await accountWithNotices()
    expect((await send(account, 'hub_getUserMessages', {}, 'read-key')).body.result.list).toHaveLength(3)
    await notify(server.database.kysely, { userId: account.userId }, 'low_ru', { amount: '1' })
    expect((await send(account, 'hub_getUserMessages', {}, 'read-key')).body.result.list).toHaveLength(4)

    const bad = await send(account, 'hub_setUserMessageReadAll', {}, 'x'.repeat(256))
    expect(bad.body.error.code).toBe(-32600)
    expect(await unreadCount(account)).toBe(4)
  })

  it('every write implemented so far: the same key twice answers the first answer and applies once', async () => {
    const account = await accountWithNotices()
    const nonce = async () => (await send(account, 'hub_getSiweNonce', {})).body.result.nonce as string
    for (const [method, write] of EVERY_WRITE) {
      const params = typeof write === 'function' ? await write(nonce, { server, account }) : write
      const first = await send(account, method, params, `every-${method}`)
      expect(first.body.error, method).toBeUndefined()
      const repeat = await send(account, method, params, `every-${method}`)
      // Also after writes that end the caller's rights (leave, transfer, disband): the team a
      // write names is checked inside it, after its key.
      expect(repeat.body, method).toEqual(first.body)
    }
    const applied = await server.database.kysely
      .selectFrom('account_activity')
      .select(['method', 'idempotency_key'])
      .where('user_id', '=', account.userId)
      // Writes that only prepare another's params (saving a card through its field) carry no key.
      .where('idempotency_key', 'like', 'every-%')
      .orderBy('id')
      .execute()
    expect(applied).toEqual(EVERY_WRITE.map(([method]) => ({ method, idempotency_key: `every-${method}` })))
  })

  it('keeps a key 24 hours, then forgets it', async () => {
    const account = await accountWithNotices()
    await send(account, 'hub_setUserMessageReadAll', {}, 'old')
    await server.database.kysely
      .updateTable('idempotency_keys')
      .set({ created_at: sql<Date>`now() - interval '25 hours'` as never })
      .where('user_id', '=', account.userId)
      .execute()
    await notify(server.database.kysely, { userId: account.userId }, 'low_balance', { amount: '1.00' })
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 5 * 60_000) // past the purge's once-a-minute guard
      const again = await send(account, 'hub_setUserMessageReadAll', {}, 'old')
      expect(again.body.result).toEqual({ updated: 1, notReadNum: 0 })
    } finally {
      vi.useRealTimers()
    }
  })
})
