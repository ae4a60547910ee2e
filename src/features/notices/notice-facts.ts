/**
 * A notice's expand fields made ready to read: amounts and times formatted by the shared helpers
 * in the active locale, a feature named in the reader's language, and every field that is
 * missing, empty or malformed left out, so a wording picks a sentence that does without it
 * rather than showing "undefined" or "NaN".
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { packageName, type ApiKeyFeature, type ExportKind, type NoticeExpand } from '../../../contract'
import { formatDate } from '../../lib/dates'
import { formatDecimal, formatUsd } from '../../lib/money'

/** The facts a notice's wording may use; an absent key means the notice did not carry it. */
export interface NoticeFacts {
  /** Coins received, grouped in the locale: `1,250.5`. */
  coinAmount?: string
  coin?: string
  /** USD credited by a deposit: `$1,250.50`. */
  usdAmount?: string
  /** When it happened, in the default date format. */
  time?: string
  /** The package, named in the reader's language (contract/catalog-names.ts). */
  sku?: string
  leftDays?: number
  /** `expand.amount` as USD (balances, prices). */
  amount?: string
  /** `expand.amount` as a count (request units left, for low_ru). */
  units?: number
  /** The campaign of an activity gift. */
  name?: string
  /** The API-key feature, in the reader's language. */
  feature?: string
  apikey?: string
  user?: string
  /** The team, from `teamName` or else the invitation's. */
  team?: string
  exportKind?: ExportKind
}

/** The translated title and content of a worded notice type. */
export interface NoticeMessages {
  title: MessageDescriptor
  content: MessageDescriptor
}

/** Words one notice type from its facts. */
export type NoticeWording = (facts: NoticeFacts) => NoticeMessages

/** Reads `expand` into facts, formatting with the locale active in `i18n`. */
export function noticeFacts(expand: NoticeExpand, i18n: I18n): NoticeFacts {
  return {
    coinAmount: present(formatDecimal(expand.coinAmount ?? '')),
    coin: present(expand.coin),
    usdAmount: usd(expand.usdAmount),
    time: expand.timeStamp ? present(formatDate(expand.timeStamp)) : undefined,
    sku: present(expand.skuName && packageName(expand.skuName, i18n.locale === 'zh' ? 'zh' : 'en')),
    leftDays: isCount(expand.leftDays) ? expand.leftDays : undefined,
    amount: usd(expand.amount),
    units: expand.amount !== undefined && DECIMAL.test(expand.amount) ? Number(expand.amount) : undefined,
    name: present(expand.name),
    feature: expand.featureName ? featureLabel(expand.featureName, i18n) : undefined,
    apikey: present(expand.apikeyName),
    user: present(expand.userName),
    team: present(expand.teamName) ?? present(expand.inviteInfo?.teamName),
    exportKind: expand.type,
  }
}

const DECIMAL = /^[+-]?\d+(\.\d+)?$/

const FEATURE_LABELS: Record<ApiKeyFeature, MessageDescriptor> = {
  archive_mode: msg`Archive mode`,
  mev_protection: msg`MEV protection`,
  bundler: msg`Bundler`,
}

/** A feature this app does not know yet is shown by its wire name rather than dropped. */
function featureLabel(feature: ApiKeyFeature, i18n: I18n): string | undefined {
  const label = (FEATURE_LABELS as Partial<Record<string, MessageDescriptor>>)[feature]
  return label ? i18n._(label) : present(feature)
}

function usd(amount: string | undefined): string | undefined {
  return amount !== undefined && DECIMAL.test(amount) ? formatUsd(amount) : undefined
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
}

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}
