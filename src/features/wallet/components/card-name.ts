/** How a saved card is named in words: brand and last four ("Visa •••• 4242"). */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CreditCard } from '../../../../contract/methods/cards'
import { CARD_BRAND_WORDS } from './wallet-labels'

export function cardName(i18n: I18n, card: Pick<CreditCard, 'brand' | 'last4'>): string {
  const brand = i18n._(CARD_BRAND_WORDS[card.brand])
  const last4 = card.last4
  return i18n._(msg`${brand} •••• ${last4}`)
}

/** The expiry as printed on cards: `04/28` → shown as `04/2028`. */
export function cardExpiry(card: Pick<CreditCard, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`
}
