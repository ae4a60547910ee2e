/**
 * The choices of SPEC §3 "Filters and choices", §4 (node statuses) and §6 (login and user types),
 * as `as const` arrays (for valibot picklists and for rendering options) with their types.
 *
 * A filter offers `all` beside the values a record can hold, so each such pair comes as
 * `X` (what a record carries) and `X_FILTERS` (what a filter may ask for). The `*_LABELS` maps
 * give SPEC's English names: the server uses them in CSV headers and mails; the app renders its
 * own Lingui messages and never shows these strings directly.
 */

/** Languages of the interface (SPEC §1): English and Chinese. */
export const LANGUAGES = ['en', 'zh'] as const
export type Language = (typeof LANGUAGES)[number]

/** How a deposit was paid: `cobo` is the crypto custody, `stripe` the card processor. */
export const PAYMENT_METHODS = ['cobo', 'stripe'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_FILTERS = ['all', ...PAYMENT_METHODS] as const
export type PaymentMethodFilter = (typeof PAYMENT_METHOD_FILTERS)[number]
/** The label key each payment method shows under (SPEC: all, crypto, card). */
export const PAYMENT_METHOD_LABELS = {
  all: 'all',
  cobo: 'crypto',
  stripe: 'card',
} as const satisfies Record<PaymentMethodFilter, string>

/** Kinds of package (SKU). `default` is Pay As You Go, `standard` an additional package. */
export const PACKAGE_TYPES = ['standard', 'default', 'free', 'enterprise'] as const
export type PackageType = (typeof PACKAGE_TYPES)[number]
export const PACKAGE_TYPE_FILTERS = ['all', ...PACKAGE_TYPES] as const
export type PackageTypeFilter = (typeof PACKAGE_TYPE_FILTERS)[number]
export const PACKAGE_TYPE_LABELS = {
  all: 'All',
  standard: 'Additional Package',
  default: 'Pay As You Go',
  free: 'Free Package',
  enterprise: 'Enterprise Package',
} as const satisfies Record<PackageTypeFilter, string>

/** What a bill line is for: a deposit, request units (RU) of packages, or a dedicated node. */
export const BILL_TYPES = ['deposit', 'ru', 'dn_node'] as const
export type BillType = (typeof BILL_TYPES)[number]
export const BILL_TYPE_FILTERS = ['all', ...BILL_TYPES] as const
export type BillTypeFilter = (typeof BILL_TYPE_FILTERS)[number]

/**
 * What renews by itself (hub_setUserAutoRenew): nothing, the package (bought again when it ends,
 * by wallet first, then the default card), or Pay As You Go (topped up when the RU run out).
 */
export const AUTO_RENEW_MODES = ['none', 'package', 'payg'] as const
export type AutoRenewMode = (typeof AUTO_RENEW_MODES)[number]

/** What paid for a purchase: a card, the wallet balance, or coins sent on chain. */
export const PAYMENT_CHANNELS = ['card', 'wallet', 'coin'] as const
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number]
export const PAYMENT_CHANNEL_FILTERS = ['all', ...PAYMENT_CHANNELS] as const
export type PaymentChannelFilter = (typeof PAYMENT_CHANNEL_FILTERS)[number]

/** Advanced features an API key can switch on, per network support (see `NetworkFeatures`). */
export const API_KEY_FEATURES = ['archive_mode', 'mev_protection', 'bundler'] as const
export type ApiKeyFeature = (typeof API_KEY_FEATURES)[number]

/** ERC-4337 bundlers an API key's bundler feature can route to; `default` is ours. */
export const BUNDLERS = ['default', 'stackup', 'candide', 'pimlico', 'etherspot'] as const
export type Bundler = (typeof BUNDLERS)[number]

/** MEV protection modes. Normal is the empty string on the wire, as existing clients send it. */
export const MEV_MODES = ['', 'auto', 'globalcast'] as const
export type MevMode = (typeof MEV_MODES)[number]
export const MEV_MODE_LABELS = {
  '': 'normal',
  auto: 'auto',
  globalcast: 'globalcast',
} as const satisfies Record<MevMode, string>

/** Whose usage a statistics view covers: one API key, or the whole team. */
export const SCOPES = ['apikey', 'team'] as const
export type Scope = (typeof SCOPES)[number]
export const SCOPE_LABELS = { apikey: 'API Key', team: 'Team' } as const satisfies Record<Scope, string>

/** Card brands as the card processor names them. */
export const CARD_BRANDS = [
  'visa',
  'visa_debit',
  'mastercard',
  'mastercard_debit',
  'mastercard_prepaid',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

/** Sort orders of a table column; `none` leaves the server's default order. */
export const SORT_ORDERS = ['ascending', 'descending', 'none'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

/** Statuses of a dedicated node or an endpoint (SPEC §4). */
export const NODE_STATUSES = ['online', 'stopped', 'pending', 'will_expired', 'expired'] as const
export type NodeStatus = (typeof NODE_STATUSES)[number]

/** Colour tokens a status badge may take; the app maps each to its theme. */
export type StatusColor = 'green' | 'gray' | 'blue' | 'orange' | 'red'

/** The colour each status shows in: healthy green, idle gray, in progress blue, warnings, ended. */
export const NODE_STATUS_COLORS = {
  online: 'green',
  stopped: 'gray',
  pending: 'blue',
  will_expired: 'orange',
  expired: 'red',
} as const satisfies Record<NodeStatus, StatusColor>

/** How a session acts: as the person, or inside one of their teams (SPEC §6). */
export const LOGIN_TYPES = ['Personal', 'Team'] as const
export type LoginType = (typeof LOGIN_TYPES)[number]

/** Kinds of account: a person who signed up, or a member created by a team invitation. */
export const USER_TYPES = ['user', 'team'] as const
export type UserType = (typeof USER_TYPES)[number]
