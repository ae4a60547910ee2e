/**
 * How the wallet's notices read: deposits, a low balance or low request units, a paused
 * service, failed automatic top-ups, and a finished export. Each sentence names the facts it
 * has; a notice missing one reads with a sentence that does without it.
 */
import { msg, plural } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { NoticeFacts, NoticeWording } from './notice-facts'

export const BILLING_WORDINGS = {
  deposit: (facts) => ({ title: msg`Deposit received`, content: depositContent(facts) }),
  low_balance: ({ amount }) => ({
    title: msg`Low balance`,
    content: amount
      ? msg`Your balance is down to ${amount}. Top up to keep your services running.`
      : msg`Your balance is running low. Top up to keep your services running.`,
  }),
  low_ru: ({ units }) => ({
    title: msg`Request units running low`,
    content:
      units === undefined
        ? msg`Your request units are running low. Top up or buy a package to keep your services running.`
        : msg({
            message: plural(units, {
              one: 'Only # request unit is left. Top up or buy a package to keep your services running.',
              other: 'Only # request units are left. Top up or buy a package to keep your services running.',
            }),
          }),
  }),
  api_service_is_paused: () => ({
    title: msg`API service paused`,
    content: msg`Your API service is paused. Top up or buy a package to resume it.`,
  }),
  auto_scaling_failed: (facts) => ({ title: msg`Auto scaling failed`, content: balanceTopUpFailed(facts) }),
  free_auto_scaling_failed: (facts) => ({ title: msg`Free auto scaling failed`, content: balanceTopUpFailed(facts) }),
  card_auto_scaling_failed: (facts) => ({ title: msg`Card auto scaling failed`, content: cardTopUpFailed(facts) }),
  free_card_auto_scaling_failed: (facts) => ({
    title: msg`Free card auto scaling failed`,
    content: cardTopUpFailed(facts),
  }),
  file_download: ({ exportKind }) => ({ title: msg`Export ready`, content: exportReady(exportKind) }),
} satisfies Record<string, NoticeWording>

function depositContent({ coinAmount, coin, usdAmount, time }: NoticeFacts): MessageDescriptor {
  if (coinAmount && coin && usdAmount && time)
    return msg`Your deposit of ${coinAmount} ${coin} was confirmed on ${time} and ${usdAmount} was added to your balance.`
  if (coinAmount && coin && usdAmount)
    return msg`Your deposit of ${coinAmount} ${coin} was confirmed and ${usdAmount} was added to your balance.`
  if (usdAmount) return msg`Your deposit was confirmed and ${usdAmount} was added to your balance.`
  return msg`Your deposit was confirmed and added to your balance.`
}

function balanceTopUpFailed({ sku, amount }: NoticeFacts): MessageDescriptor {
  return sku && amount
    ? msg`We could not take ${amount} from your balance to top up ${sku} automatically. Top up your balance to keep your services running.`
    : msg`An automatic top-up from your balance failed. Top up your balance to keep your services running.`
}

function cardTopUpFailed({ sku, amount }: NoticeFacts): MessageDescriptor {
  return sku && amount
    ? msg`We could not charge ${amount} to your card to top up ${sku} automatically. Check your card to keep your services running.`
    : msg`An automatic top-up from your card failed. Check your card to keep your services running.`
}

function exportReady(kind: NoticeFacts['exportKind']): MessageDescriptor {
  switch (kind) {
    case 'deposit':
      return msg`Your deposit history is exported and ready to download.`
    case 'purchase':
      return msg`Your purchase history is exported and ready to download.`
    case 'bill':
      return msg`Your bill is exported and ready to download.`
    default:
      return msg`Your export is ready to download.`
  }
}
