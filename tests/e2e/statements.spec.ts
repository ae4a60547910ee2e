/**
 * Statements and invoices (issue 17), as a customer meets them: a package bought from the wallet
 * gets an invoice whose PDF downloads and names its number and amount; its share link opens the
 * printable invoice logged out; offline, the invoice list and an opened invoice still show; a
 * bill CSV export arrives through its file_download notice and holds the rows the table shows.
 */
import type { APIRequestContext, Download } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { readFile } from 'node:fs/promises'
import { extractText, getDocumentProxy } from 'unpdf'
import type { InvoiceSummary, Page as ListPage, Sku } from '../../contract/index'
import { axeViolations } from './support/axe'
import { apiCall, apiLogin, createAccount, devCall, logIn, waitForWorker, type E2eAccount } from './support/accounts'
import { expect, OFFLINE_PROBLEMS, test } from './support/fixtures'

test.use({ serviceWorkers: 'allow', allowProblems: OFFLINE_PROBLEMS })

/** A customer with a deposit who bought Growth from the wallet; answers the session and the invoice. */
async function customerWithPurchase(request: APIRequestContext): Promise<{
  account: E2eAccount
  token: string
  invoice: InvoiceSummary
}> {
  const account = await createAccount(request, 'Ada')
  await devCall(request, 'dev_deposit', { email: account.email, coinAmount: '25', usdAmount: '25.00' })
  const token = await apiLogin(request, account)
  const skus = await apiCall<Sku[]>(request, 'hub_getSkuList', {}, token)
  const growth = skus.find((sku) => sku.name === 'Growth')
  if (!growth) throw new Error('no Growth package on sale')
  await apiCall(request, 'hub_buyPackage', { skuId: growth.id }, token)
  const invoices = await apiCall<ListPage<InvoiceSummary>>(
    request,
    'hub_getUserInvoice',
    { page: 1, perPage: 5 },
    token,
  )
  const invoice = invoices.list[0]
  if (!invoice) throw new Error('the purchase has no invoice')
  return { account, token, invoice }
}

async function downloaded(download: Download): Promise<Buffer> {
  const path = await download.path()
  return readFile(path)
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(pdf, { mergePages: true })
  return text
}

/** What a statement cell shows, as a plain decimal: `−$49.00` → `-49.00`, `$1,051.00` → `1051.00`. */
function plainAmount(shown: string): string {
  return shown
    .replace('−', '-')
    .replace('+', '')
    .replace(/[$,\s]/g, '')
}

test('an invoice downloads as a PDF with its number and amount, opens logged out, and reads offline', async ({
  page,
  context,
  browser,
  request,
}) => {
  const { account, invoice } = await customerWithPurchase(request)
  await logIn(page, account, '/rpc/billings/invoice')
  const table = page.getByRole('table', { name: 'Invoices' })
  const row = table.getByRole('row').filter({ hasText: invoice.number })
  await expect(row).toContainText('$49.00')
  await expect(row).toContainText('Paid')
  expect(await axeViolations(page)).toEqual([])

  // The PDF: its text holds the invoice number and the amount.
  const pdfDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: `Download PDF of invoice ${invoice.number}` }).click()
  const pdf = await pdfDownload
  expect(pdf.suggestedFilename()).toBe(`${invoice.number}.pdf`)
  const text = await pdfText(await downloaded(pdf))
  expect(text).toContain(invoice.number)
  expect(text).toContain('49.00')

  // The share link, copied, is the public printable page.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: `Copy share link of invoice ${invoice.number}` }).click()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(/\/invoice\/[A-Za-z0-9_-]{6,}$/)

  // Logged out, in a browser with no session, the link opens the invoice with Print and PDF.
  const stranger = await browser.newContext()
  const strangerPage = await stranger.newPage()
  await strangerPage.goto(link)
  await expect(strangerPage.getByRole('heading', { name: `Invoice ${invoice.number}` })).toBeVisible()
  await expect(strangerPage.getByTestId('invoice-total')).toHaveText('$49.00')
  await expect(strangerPage.getByRole('button', { name: 'Print' })).toBeVisible()
  expect(await axeViolations(strangerPage)).toEqual([])
  await expect(strangerPage).toHaveURL(new URL(link).pathname)
  // On paper only the invoice prints: not the buttons, not the site header.
  await strangerPage.emulateMedia({ media: 'print' })
  await expect(strangerPage.getByRole('heading', { name: `Invoice ${invoice.number}` })).toBeVisible()
  await expect(strangerPage.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(strangerPage.getByRole('link', { name: 'Hubdeck' })).toBeHidden()
  await stranger.close()

  // The printable view opened from the list is kept, like the list.
  await page.getByRole('button', { name: `Open invoice ${invoice.number}` }).click()
  await expect(page.getByRole('heading', { name: `Invoice ${invoice.number}` })).toBeVisible()
  const printable = new URL(page.url()).pathname
  await waitForWorker(page)

  await context.setOffline(true)
  await page.goto('/rpc/billings/invoice')
  await expect(page.getByTestId('statements-offline-note')).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: invoice.number })).toContainText('$49.00')
  await expect(page.getByTestId('data-age').first()).toBeVisible()
  await page.goto(printable)
  await expect(page.getByRole('heading', { name: `Invoice ${invoice.number}` })).toBeVisible()
  await expect(page.getByTestId('invoice-total')).toHaveText('$49.00')
  // The PDF downloaded before is kept in this browser: it downloads offline too.
  const offlinePdf = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  expect(await pdfText(await downloaded(await offlinePdf))).toContain(invoice.number)
  await context.setOffline(false)
})

test('a bill CSV export is prepared, arrives through its notice, and holds the rows the table shows', async ({
  page,
  request,
}) => {
  const { account } = await customerWithPurchase(request)
  await logIn(page, account, '/rpc/billings/event?size=20')
  const table = page.getByRole('table', { name: 'Bills' })
  await expect(table.locator('tbody tr').filter({ hasText: 'Growth' }).first()).toBeVisible()

  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Export CSV' }).click()
  // "Preparing your file…" until the notice comes; the server may be quicker than one frame
  // (the preparing state itself is shown in statements-view.test.tsx).
  const link = page.getByTestId('csv-download')
  await expect(page.getByText('Preparing your file…').or(link)).toBeVisible()
  await expect(link).toBeVisible({ timeout: 30_000 })

  // The export in the store: a reload still offers the file.
  await page.reload()
  await expect(link).toBeVisible()

  const csvDownload = page.waitForEvent('download')
  await link.click()
  const records = parse(await downloaded(await csvDownload), { columns: true, bom: true }) as Record<string, string>[]

  const shown = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('td')].map((cell) => cell.lastElementChild?.textContent?.trim() ?? ''),
      ),
    )
  expect(records).toHaveLength(shown.length)
  expect(
    records.map((record) => [record['Description'], record['Amount (USD)'], record['Balance after (USD)']]),
  ).toEqual(
    shown.map(([, , description, , amount, balance]) => [description, plainAmount(amount!), plainAmount(balance!)]),
  )
})
