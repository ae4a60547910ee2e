/**
 * The dev outbox for end-to-end tests: the mails the server sent an address (dev-only
 * `dev_listMail`, newest first), and the app path a mail's link opens. Mails link to
 * `HUBDECK_PUBLIC_URL`, which need not be the test server's origin, so tests open the link's
 * path and query on their own base URL.
 */
import type { APIRequestContext } from '@playwright/test'
import type { DevMail } from '../../../contract/methods/dev'
import { devCall } from './accounts'
import { expect } from './fixtures'

/** Every mail sent to `to`, newest first. */
export function mailsTo(request: APIRequestContext, to: string): Promise<DevMail[]> {
  return devCall<DevMail[]>(request, 'dev_listMail', { to })
}

/**
 * The newest mail to `to` whose subject matches, waiting for it to arrive (mail is sent within
 * the call that asked for it, but a test may look before that call has answered).
 */
export async function latestMail(request: APIRequestContext, to: string, subject: RegExp = /./): Promise<DevMail> {
  let found: DevMail | undefined
  await expect
    .poll(async () => {
      found = (await mailsTo(request, to)).find((mail) => subject.test(mail.subject))
      return found !== undefined
    })
    .toBe(true)
  return found!
}

/** The app path (with its query) of the mail's first link to `pathname`, e.g. `/email-confirm?code=…`. */
export function linkPath(mail: DevMail, pathname: string): string {
  for (const link of mail.links) {
    const url = new URL(link)
    if (url.pathname === pathname) return `${url.pathname}${url.search}`
  }
  throw new Error(`no link to ${pathname} in "${mail.subject}": ${mail.links.join(', ')}`)
}
