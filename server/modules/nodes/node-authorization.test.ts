/**
 * Who may act on which node. The generated matrix (teams/team-authorization.test.ts) already calls
 * every node method as every team role, a non-member and with a foreign Team-Id, and checks a
 * refusal changes nothing; these tests tell the node stories: another account's node is as if not
 * there, a team's nodes are the team's, and a role without billing rights may look but not buy
 * or switch auto-renew.
 */
import { describe, expect, it } from 'vitest'
import { signedInAccount } from '../../test-support/accounts'
import { suiteServer } from '../../test-support/suite-server'
import { testEngines } from '../../test-support/test-database'
import { fund } from '../packages/purchases/purchase-test-kit'
import { addActiveMember } from '../teams/teams.queries'
import { cardsAtRest, ok, rpc } from '../wallet/cards/card-test-kit'
import { dnSkuId, GETH_SKU, startNodeServer } from './node-test-kit'

describe.each(testEngines())('node authorization on %s', (engine) => {
  const server = suiteServer(() => startNodeServer(engine))

  it("another account neither sees nor renews someone's node (50404), and changes nothing", async () => {
    const owner = await signedInAccount(server(), 'node-owner')
    const other = await signedInAccount(server(), 'node-other')
    await fund(server(), { userId: owner.userId }, '598.00')
    await fund(server(), { userId: other.userId }, '5000.00')
    const { node } = await ok(server(), owner, 'hub_buyDnNodeByWallet', {
      skuId: await dnSkuId(server(), GETH_SKU),
      months: 1,
    })
    const before = await cardsAtRest(server())

    expect((await ok(server(), other, 'hub_getUserDnNodeView', {})).total).toBe(0)
    for (const method of ['hub_renewDnNodeByWallet', 'hub_renewDnNodeByCard']) {
      expect((await rpc(server(), other, method, { nodeId: node.id, months: 1 })).error?.code, method).toBe(50404)
    }
    const switched = await rpc(server(), other, 'hub_setDnNodeAutoRenew', { nodeId: node.id, autoRenew: true })
    expect(switched.error?.code).toBe(50404)
    expect(await cardsAtRest(server())).toEqual(before)
  })

  it('a foreign Team-Id is refused (10403) on every node method', async () => {
    const stranger = await signedInAccount(server(), 'node-stranger')
    const teamOwner = await signedInAccount(server(), 'node-team-owner')
    const { teamId } = await ok(server(), teamOwner, 'hub_createTeam', { name: 'Node team' })
    const foreign = { 'team-id': String(teamId) }
    const calls: Array<[string, unknown]> = [
      ['hub_getDnSku', {}],
      ['hub_getUserDnNodeView', {}],
      ['hub_buyDnNodeByWallet', { skuId: 1, months: 1 }],
      ['hub_buyDnNodeByCard', { skuId: 1, months: 1 }],
      ['hub_renewDnNodeByWallet', { nodeId: 1, months: 1 }],
      ['hub_renewDnNodeByCard', { nodeId: 1, months: 1 }],
      ['hub_setDnNodeAutoRenew', { nodeId: 1, autoRenew: true }],
    ]
    for (const [method, params] of calls) {
      expect((await rpc(server(), stranger, method, params, foreign)).error?.code, method).toBe(10403)
    }
  })

  it("a team's node is bought from the team's wallet by a billing member; a viewer may list it but not buy", async () => {
    const teamOwner = await signedInAccount(server(), 'node-team-lead')
    const billing = await signedInAccount(server(), 'node-team-billing')
    const viewer = await signedInAccount(server(), 'node-team-viewer')
    const { teamId } = await ok(server(), teamOwner, 'hub_createTeam', { name: 'Node buyers' })
    const db = server().database.kysely
    await addActiveMember(db, { teamId, userId: billing.userId, role: 'billing' })
    await addActiveMember(db, { teamId, userId: viewer.userId, role: 'viewer' })
    await fund(server(), { teamId }, '1196.00')
    const inTeam = { 'team-id': String(teamId) }
    const skuId = await dnSkuId(server(), GETH_SKU)

    const before = await cardsAtRest(server())
    const refused = await rpc(server(), viewer, 'hub_buyDnNodeByWallet', { skuId, months: 1 }, inTeam)
    expect(refused.error?.code).toBe(10403)
    expect(await cardsAtRest(server())).toEqual(before)

    const { node } = await ok(server(), billing, 'hub_buyDnNodeByWallet', { skuId, months: 1 }, inTeam)
    expect((await ok(server(), viewer, 'hub_getUserDnNodeView', {}, inTeam)).list).toMatchObject([{ id: node.id }])
    expect((await ok(server(), billing, 'hub_getUserDnNodeView', {})).total).toBe(0)
    const renewRefused = await rpc(server(), viewer, 'hub_renewDnNodeByWallet', { nodeId: node.id, months: 1 }, inTeam)
    expect(renewRefused.error?.code).toBe(10403)
    const autoRenewOn = { nodeId: node.id, autoRenew: true }
    expect((await rpc(server(), viewer, 'hub_setDnNodeAutoRenew', autoRenewOn, inTeam)).error?.code).toBe(10403)
    expect((await ok(server(), viewer, 'hub_getUserDnNodeView', {}, inTeam)).list[0].autoRenew).toBe(false)
    expect(await ok(server(), billing, 'hub_setDnNodeAutoRenew', autoRenewOn, inTeam)).toMatchObject({
      autoRenew: true,
    })
  })
})
