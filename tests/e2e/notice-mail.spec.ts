/**
 * Notice e-mails: the types the user's e-mail configuration chooses arrive in the outbox, in the
 * profile's language, to the account and its extra recipients; a type it leaves out does not.
 */
import type { ApiKey } from '../../contract/index'
import { createAccount, devCall, logIn, userCall } from './support/accounts'
import { expect, test } from './support/fixtures'
import { latestMail, mailsTo } from './support/mail'

test("a chosen notice type is mailed in the user's language, one left out is not", async ({ page }) => {
  const account = await createAccount(page.request)
  const extra = `e2e-copy-${crypto.randomUUID()}@example.com`
  await logIn(page, account)
  await userCall(page, 'hub_changeUserLang', { lang: 'zh' })
  await userCall(page, 'hub_setUserEmailConfig', { billing: true, apiKeys: false, extraRecipients: [extra] })
  const key = await userCall<ApiKey>(page, 'hub_generateApiKey', { name: 'Unmailed' })

  // The left-out type first: the server handles notices in order, so its mail would come first.
  await userCall(page, 'hub_deleteApiKey', { id: key.id })
  await devCall(page.request, 'dev_deposit', { email: account.email, coinAmount: '12', usdAmount: '12.00' })

  const mail = await latestMail(page.request, account.email, /充值到账/)
  expect(mail.text).toContain('已充值到您的钱包，计 $12.00')
  expect((await latestMail(page.request, extra, /充值到账/)).text).toBe(mail.text)
  const subjects = (await mailsTo(page.request, account.email)).map((sent) => sent.subject)
  expect(subjects.filter((subject) => subject.startsWith('Hubdeck: '))).toEqual(['Hubdeck: 充值到账'])
})
