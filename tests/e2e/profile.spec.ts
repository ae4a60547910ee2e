/**
 * The profile page end to end, in Chromium against the real server: every setting changed there
 * is still shown after a reload; a picture that is too large or not a picture is refused with a
 * clear message and nothing changes; a wallet is bound with a browser wallet (EIP-1193) that signs
 * with a real test key and unbound again; a wallet-only account cannot unbind its last way in.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createAccount, logIn, timesApplied } from './support/accounts'
import { expect, test } from './support/fixtures'
import { mailsTo } from './support/mail'
import { installTestWallet, walletSession } from './support/wallet'

/** A 1×1 PNG (a real picture the server's content check accepts). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

async function openProfile(page: Page): Promise<void> {
  await page.goto('/rpc/profile')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile and settings')
  await expect(page.getByTestId('profile-nickname')).toBeVisible()
}

test('each setting changed on the profile is still shown after a reload', async ({ page, request }) => {
  const account = await createAccount(request)
  await logIn(page, account)
  await openProfile(page)

  // Nickname, edited in place.
  await page.getByRole('button', { name: 'Edit nickname' }).click()
  await page.getByRole('textbox', { name: 'Nickname' }).fill('Grace Hopper')
  await page.getByRole('textbox', { name: 'Nickname' }).press('Enter')
  await expect(page.getByTestId('profile-nickname')).toHaveText('Grace Hopper')

  // Top-up reminder.
  const reminder = page.getByLabel('Remind me to top up when my balance runs low')
  // Switches show the store's state, which the command changes a moment after the click.
  const remindedBefore = await reminder.isChecked()
  await reminder.click()
  await expect(reminder).toBeChecked({ checked: !remindedBefore })

  // E-mail notifications: a switch, a threshold and an extra recipient.
  const mails = section(page, 'E-mail notifications')
  const news = mails.getByLabel('Product news and offers')
  const newsBefore = await news.isChecked()
  await news.click()
  await expect(news).toBeChecked({ checked: !newsBefore })
  await mails.getByLabel('Low-balance mail below (USD)').fill('25.5')
  await mails.getByRole('button', { name: 'Save' }).first().click()
  await mails.getByLabel('Add an address').fill('Ops@Example.com')
  await mails.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(mails.getByRole('list', { name: 'Extra recipients' })).toContainText('ops@example.com')

  // Promo code (seeded on development servers, server/README.md).
  const promo = section(page, 'Promo code')
  await promo.getByLabel('Promo code').fill('welcome10')
  await promo.getByRole('button', { name: 'Apply code' }).click()
  await expect(promo.getByTestId('applied-promo-code')).toContainText('WELCOME10')
  await expect(promo.getByTestId('applied-promo-code')).toContainText('10% off package prices')

  // Avatar.
  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG })
  await expect(page.getByText('Your new picture is saved.')).toBeVisible()
  await expect(page.getByTestId('profile-avatar-image')).toBeVisible()

  // Every queued change has reached the server before the reload.
  await expect.poll(() => timesApplied(request, account.email, 'hub_setUserNickname')).toBe(1)
  await expect.poll(() => timesApplied(request, account.email, 'hub_setRechargeTips')).toBe(1)
  await expect.poll(() => timesApplied(request, account.email, 'hub_setUserEmailConfig')).toBe(3)

  await page.reload()
  await expect(page.getByTestId('profile-nickname')).toHaveText('Grace Hopper')
  await expect(page.getByRole('button', { name: 'Account menu for Grace Hopper' })).toBeVisible()
  await expect(reminder).toBeChecked({ checked: !remindedBefore })
  await expect(news).toBeChecked({ checked: !newsBefore })
  await expect(mails.getByLabel('Low-balance mail below (USD)')).toHaveValue('25.50')
  await expect(mails.getByRole('list', { name: 'Extra recipients' })).toContainText('ops@example.com')
  await expect(promo.getByTestId('applied-promo-code')).toContainText('WELCOME10')
  const picture = page.getByTestId('profile-avatar-image')
  await expect(picture).toBeVisible()
  expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1)

  // Language last: the page turns Chinese, and stays so.
  await page.getByLabel('Language for the dashboard and e-mails').selectOption('zh')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('个人资料与设置')
  await expect.poll(() => timesApplied(request, account.email, 'hub_changeUserLang')).toBe(1)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('个人资料与设置')
  await expect(page.getByTestId('profile-nickname')).toHaveText('Grace Hopper')
})

test('an e-mail address is bound by the code it was mailed, or by the link in that mail', async ({ page, request }) => {
  const account = await createAccount(request)
  await logIn(page, account)
  await openProfile(page)
  const email = section(page, 'E-mail')

  // By the code: typed on the page.
  const first = `bound-${crypto.randomUUID()}@example.com`
  await email.getByRole('button', { name: 'Change e-mail' }).click()
  await email.getByLabel('New e-mail address').fill(first)
  await email.getByRole('button', { name: 'Send a code' }).click()
  await expect(email.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled()
  const code = codeIn((await mailsTo(request, first))[0]?.text ?? '')
  await email.getByLabel('Code from the e-mail').fill(`${code}x`)
  await email.getByRole('button', { name: 'Bind e-mail' }).click()
  await expect(email.getByLabel('Code from the e-mail')).toHaveAttribute('aria-invalid', 'true')
  await expect(email.getByLabel('Code from the e-mail')).toHaveValue(`${code}x`) // kept on the error
  await email.getByLabel('Code from the e-mail').fill(code)
  await email.getByRole('button', { name: 'Bind e-mail' }).click()
  await expect(email.getByTestId('profile-email')).toHaveText(first)
  await expect(email.getByText('Confirmed', { exact: true })).toBeVisible()

  // By the link: opened in the signed-in browser, one click binds.
  const second = `linked-${crypto.randomUUID()}@example.com`
  await email.getByRole('button', { name: 'Change e-mail' }).click()
  await email.getByLabel('New e-mail address').fill(second)
  await email.getByRole('button', { name: 'Send a code' }).click()
  await expect(email.getByLabel('Code from the e-mail')).toBeVisible()
  const [link] = (await mailsTo(request, second))[0]?.links ?? []
  expect(link).toContain('/rpc/profile?bindEmail=')
  const { pathname, search } = new URL(link ?? '') // the mail names the configured public URL
  await page.goto(`${pathname}${search}`)
  await expect(email.getByLabel('Code from the e-mail')).not.toBeEmpty()
  await email.getByRole('button', { name: 'Bind e-mail' }).click()
  await expect(email.getByTestId('profile-email')).toHaveText(second)
  await expect(page).toHaveURL(/\/rpc\/profile$/)

  await page.reload()
  await expect(email.getByTestId('profile-email')).toHaveText(second)

  // The password is changed through a link mailed to that address.
  const password = section(page, 'Password')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByRole('status')).toContainText(`We sent a link to ${second}`)
  await expect.poll(async () => (await mailsTo(request, second)).length).toBe(2)
})

test('a 3 MB picture and a file that is not a picture are refused with a clear message, and nothing changes', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Ada Lovelace')
  await logIn(page, account)
  await openProfile(page)
  const avatar = section(page, 'Avatar')
  const file = page.getByTestId('avatar-file')
  await expect(avatar.getByTestId('profile-avatar-initials')).toHaveText('AL')
  await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG })
  await expect(avatar.getByTestId('profile-avatar-image')).toBeVisible()
  const picture = await avatar.getByTestId('profile-avatar-image').getAttribute('src')

  const uploads: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/upload/avatar') uploads.push(sent.method())
  })
  const threeMegabytes = Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)])
  await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: threeMegabytes })
  await expect(avatar.getByRole('alert')).toHaveText('The picture is larger than 2 MB. Choose a smaller one.')

  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') })
  await expect(avatar.getByRole('alert')).toHaveText('Choose a PNG, JPEG or WebP picture.')

  // Named like a picture, but its content is not one.
  await file.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') })
  await expect(avatar.getByRole('alert')).toHaveText('Choose a PNG, JPEG or WebP picture.')

  expect(uploads).toEqual([])
  await page.reload()
  await expect(avatar.getByTestId('profile-avatar-image')).toHaveAttribute('src', picture ?? '')

  // Removing the picture brings the initials back, for good.
  await avatar.getByRole('button', { name: 'Remove picture' }).click()
  await expect(avatar.getByTestId('profile-avatar-initials')).toHaveText('AL')
  await page.reload()
  await expect(avatar.getByTestId('profile-avatar-initials')).toHaveText('AL')
  await expect(avatar.getByTestId('profile-avatar-image')).toHaveCount(0)
})

test('without a browser wallet the wallet section explains how to get one', async ({ page, request }) => {
  await logIn(page, await createAccount(request))
  await openProfile(page)
  await expect(page.getByTestId('no-wallet-help')).toContainText('No browser wallet was found')
  await expect(page.getByRole('button', { name: 'Bind a wallet' })).toHaveCount(0)
})

test('a browser wallet is bound by signing in with it, and unbound', async ({ page, request }) => {
  const wallet = await installTestWallet(page, generatePrivateKey())
  await logIn(page, await createAccount(request))
  await openProfile(page)
  const wallets = section(page, 'Wallet')
  const address = wallets.getByTestId('profile-wallet-address')

  await wallets.getByRole('button', { name: 'Bind a wallet' }).click()
  await expect(address).toHaveText(wallet.address.toLowerCase())
  expect(wallet.signed).toHaveLength(1)
  expect(wallet.signed[0]).toContain(`wants you to sign in with your Ethereum account:\n${wallet.address}`)

  await page.reload()
  await expect(address).toHaveText(wallet.address.toLowerCase())
  await wallets.getByRole('button', { name: 'Unbind wallet' }).click()
  await expect(wallets.getByText('No wallet is bound.')).toBeVisible()
  await expect(address).toHaveCount(0)
  await page.reload()
  await expect(wallets.getByText('No wallet is bound.')).toBeVisible()
})

test("a wallet-only account cannot unbind its wallet: the server's refusal shows", async ({
  page,
  request,
  baseURL,
}) => {
  const key = generatePrivateKey()
  const token = await walletOnlySession(request, key, new URL(baseURL ?? '').host)
  await page.context().addCookies([{ name: 'bpis', value: token, url: baseURL ?? '' }])
  // With no login type chosen yet, a personal user is first taken to the endpoints (SPEC §2).
  await page.goto('/rpc/endpoint')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Endpoints')
  await openProfile(page)
  const wallets = section(page, 'Wallet')
  const address = privateKeyToAccount(key).address.toLowerCase()
  await expect(wallets.getByTestId('profile-wallet-address')).toHaveText(address)

  await wallets.getByRole('button', { name: 'Unbind wallet' }).click()
  await expect(wallets.getByRole('alert')).toContainText('only way to log in')
  await expect(wallets.getByTestId('profile-wallet-address')).toHaveText(address)
  await page.reload()
  await expect(wallets.getByTestId('profile-wallet-address')).toHaveText(address)
})

test('the profile fits a 375 px phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await logIn(page, await createAccount(request))
  await openProfile(page)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

/**
 * Signs in with a new wallet through hub_metamaskRegister, as the wallet login does, and finishes
 * the account's first login so the dashboard opens; answers the session token.
 */
async function walletOnlySession(request: APIRequestContext, key: Hex, host: string): Promise<string> {
  const token = await walletSession(request, key, host)
  const answer = await request.post('/api', {
    headers: { Authorization: `Bearer ${token}` },
    data: { jsonrpc: '2.0', id: 1, method: 'hub_setUserAcceptTerm', params: { acceptTerm: true } },
  })
  expect((await answer.json()).error).toBeUndefined()
  // Choosing the starting package (Free) is what finishes the first login.
  const call = (method: string, params: unknown) =>
    request.post('/api', {
      headers: { Authorization: `Bearer ${token}` },
      data: { jsonrpc: '2.0', id: 1, method, params },
    })
  const skus = (await (await call('hub_getSkuList', { packageType: 'free' })).json()).result as Array<{ id: number }>
  const confirmed = await call('hub_skuFirstConfirm', { skuId: skus[0]!.id })
  expect((await confirmed.json()).error).toBeUndefined()
  return token
}

/** The code a binding mail gives to type on the profile page. */
function codeIn(text: string): string {
  const code = /profile page: (\S+)/.exec(text)?.[1]
  if (!code) throw new Error(`no code in the mail: ${text}`)
  return code
}
