/**
 * Issue 6, wallet login end to end, in Chromium against the real server: an injected EIP-1193
 * wallet signs the server's Sign-In with Ethereum message with a known test key (real signatures
 * the server verifies); the first login makes the account and the next one signs into the same
 * account; a declined signature is said on the page; a browser without a wallet is told how to
 * get one.
 */
import type { Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { expect, test } from './support/fixtures'
import { installTestWallet } from './support/wallet'

test('a wallet logs in: the first time it makes the account, then it signs into the same one', async ({
  page,
  context,
}) => {
  // A fresh key per run: the wallet's account is new on this server.
  const wallet = await installTestWallet(page, generatePrivateKey())
  await page.goto('/login')
  await page.getByTestId('wallet-login').click()

  // A new account finishes setting up first (SPEC §2).
  await expect(page).toHaveURL(/\/first-login$/)
  expect(wallet.signed).toHaveLength(1)
  expect(wallet.signed[0]).toContain(`${new URL(page.url()).host} wants you to sign in with your Ethereum account:`)
  expect(wallet.signed[0]).toContain(wallet.address)
  const firstToken = (await context.cookies()).find((cookie) => cookie.name === 'bpis')?.value
  expect(firstToken).toBeTruthy()

  await context.clearCookies()
  await page.goto('/login')
  await page.getByTestId('wallet-login').click()
  await expect(page).toHaveURL(/\/first-login$/)
  expect(wallet.signed).toHaveLength(2)
  // Each login signs a new nonce: the server never accepts one twice.
  expect(wallet.signed[1]).not.toEqual(wallet.signed[0])
  const secondToken = (await context.cookies()).find((cookie) => cookie.name === 'bpis')?.value
  expect(secondToken).toBeTruthy()
  expect(secondToken).not.toEqual(firstToken)
  // Both sessions are the one account the wallet made.
  const [first, second] = await Promise.all([profileOf(page, firstToken!), profileOf(page, secondToken!)])
  expect(second.id).toBe(first.id)
  expect(second.walletAddress).toBe(wallet.address.toLowerCase())
})

async function profileOf(page: Page, token: string): Promise<{ id: number; walletAddress: string | null }> {
  const response = await page.request.post('/api', {
    data: { jsonrpc: '2.0', id: 1, method: 'hub_getUserProfile', params: {} },
    headers: { Authorization: `Bearer ${token}` },
  })
  return (await response.json()).result
}

test('a declined signature is said on the page, and nothing signs in', async ({ page, context }) => {
  await installTestWallet(page, generatePrivateKey(), { rejectSigning: true })
  await page.goto('/login')
  await page.getByTestId('wallet-login').click()
  await expect(page.getByTestId('wallet-problem')).toHaveText(
    'You declined the request in your wallet. Nothing was sent.',
  )
  await expect(page).toHaveURL(/\/login$/)
  expect((await context.cookies()).some((cookie) => cookie.name === 'bpis')).toBe(false)
  await expect(page.getByTestId('wallet-login')).toBeEnabled()
})

test('without a wallet extension the button explains how to get one', async ({ page }) => {
  await page.goto('/login')
  await page.getByTestId('wallet-login').click()
  const help = page.getByTestId('no-wallet-help')
  await expect(help).toContainText('No wallet extension was found in this browser.')
  await expect(help.getByRole('link', { name: 'MetaMask' })).toHaveAttribute('href', 'https://metamask.io/download/')
})
