/**
 * A bill's description in the reader's language. The server stores each bill's title in English
 * (`Growth package`, `Deposit (USDT)`: server/modules/billing/bills.ts and its writers); the app
 * words the shapes those writers make in the page's language, naming a package as the catalogue
 * does (contract/catalog-names.ts). A title of another shape shows as stored.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { packageName } from '../../../contract/index'

export function billTitle(title: string, i18n: I18n): string {
  const deposit = /^Deposit \((.+)\)$/.exec(title)
  if (deposit) {
    const coin = deposit[1]!
    return i18n._(msg`Deposit (${coin})`)
  }
  if (title === 'Deposit by card') return i18n._(msg`Deposit by card`)
  const renewal = /^Dedicated node (.+) renewed$/.exec(title)
  if (renewal) {
    const node = renewal[1]!
    return i18n._(msg`Dedicated node ${node} renewed`)
  }
  const nodeBuy = /^Dedicated node (.+)$/.exec(title)
  if (nodeBuy) {
    const node = nodeBuy[1]!
    return i18n._(msg`Dedicated node ${node}`)
  }
  const purchase = /^(.+) package$/.exec(title)
  if (purchase) {
    const name = packageName(purchase[1]!, i18n.locale === 'zh' ? 'zh' : 'en')
    return i18n._(msg`${name} package`)
  }
  return title
}
