/**
 * The processor's brand and funding → the brands of SPEC §3 (`CARD_BRANDS`). Processors name the
 * network (`visa`) and the funding (`debit`) apart; SPEC lists debit and prepaid variants as brands
 * of their own where it shows them differently.
 */
import { CARD_BRANDS, type CardBrand } from '../../../../contract/enums'

const VARIANTS: Readonly<Record<string, CardBrand>> = {
  'visa:debit': 'visa_debit',
  'mastercard:debit': 'mastercard_debit',
  'mastercard:prepaid': 'mastercard_prepaid',
}

/** Stripe's brand names that differ from ours. */
const ALIASES: Readonly<Record<string, CardBrand>> = { american_express: 'amex', diners_club: 'diners' }

/**
 * The SPEC brand of a card, or null for a network SPEC does not list (Stripe's `cartes_bancaires`,
 * `interac`, `unknown`…): such a card is not offered, rather than shown under a wrong brand.
 */
export function cardBrandOf(brand: string, funding: string): CardBrand | null {
  const network = ALIASES[brand] ?? brand
  const variant = VARIANTS[`${network}:${funding}`]
  if (variant) return variant
  return (CARD_BRANDS as readonly string[]).includes(network) ? (network as CardBrand) : null
}
