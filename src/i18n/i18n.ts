/**
 * The Lingui instance and locale switching. Catalogs are loaded on demand (one chunk per
 * locale, cached by the service worker); dates and waits are worded in src/lib/dates.ts, with
 * no date library (its one format is digits only). Catalog parts
 * (lingui.config.ts) are loaded the first time a screen needs them, and again with every later
 * locale, so their messages never show untranslated.
 */
import { i18n, type Messages } from '@lingui/core'
import { readCookie, writeCookie } from '../lib/cookies'
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALE_TAGS, startingLocale, type Locale } from './locales'

export { i18n }

const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/messages.po'),
  zh: () => import('../../locales/zh/messages.po'),
}

/** Catalogs loaded only when needed, by name; see lingui.config.ts. */
const catalogParts = {
  notices: {
    en: () => import('../../locales/en/notices.po'),
    zh: () => import('../../locales/zh/notices.po'),
  },
  account: {
    en: () => import('../../locales/en/account.po'),
    zh: () => import('../../locales/zh/account.po'),
  },
  apiKeyTools: {
    en: () => import('../../locales/en/api-key-tools.po'),
    zh: () => import('../../locales/zh/api-key-tools.po'),
  },
  billing: {
    en: () => import('../../locales/en/billing.po'),
    zh: () => import('../../locales/zh/billing.po'),
  },
  packages: {
    en: () => import('../../locales/en/packages.po'),
    zh: () => import('../../locales/zh/packages.po'),
  },
  statements: {
    en: () => import('../../locales/en/statements.po'),
    zh: () => import('../../locales/zh/statements.po'),
  },
  nodes: {
    en: () => import('../../locales/en/nodes.po'),
    zh: () => import('../../locales/zh/nodes.po'),
  },
  team: {
    en: () => import('../../locales/en/team.po'),
    zh: () => import('../../locales/zh/team.po'),
  },
  statistics: {
    en: () => import('../../locales/en/statistics.po'),
    zh: () => import('../../locales/zh/statistics.po'),
  },
} satisfies Record<string, typeof catalogs>

export type CatalogPart = keyof typeof catalogParts

/** Parts some screen has asked for: a locale switch loads them too. */
const neededParts = new Set<CatalogPart>()

async function partMessages(locale: Locale): Promise<Messages> {
  const loaded = await Promise.all([...neededParts].map((part) => catalogParts[part][locale]()))
  return Object.assign({}, ...loaded.map(({ messages }) => messages)) as Messages
}

/** The locale being activated (or active), and that activation: catalog parts asked for meanwhile wait for it. */
let activation: { locale: Locale; done: Promise<void> } | undefined

/** The first-paint catalog of a locale, without its parts (the build prerenders `/` with it). */
export async function baseMessages(locale: Locale): Promise<Messages> {
  return (await catalogs[locale]()).messages as Messages
}

/** Loads the catalog and activates the locale, in Lingui and `<html lang>`. */
export function activateLocale(locale: Locale): Promise<void> {
  const done = Promise.all([baseMessages(locale), partMessages(locale)]).then(([messages, parts]) => {
    i18n.loadAndActivate({ locale, messages: { ...messages, ...parts } })
    document.documentElement.lang = LOCALE_TAGS[locale]
  })
  activation = { locale, done }
  return done
}

/**
 * Loads a catalog part into the active locale (and every locale activated later). Await it
 * before rendering or wording anything whose messages live in the part. Asked for while the
 * first locale is still loading (a page's code preloaded beside the catalog), the part is fetched
 * for that locale at once and added once the locale is active.
 */
export function loadCatalogPart(part: CatalogPart): Promise<void> {
  let loading = partsLoading.get(part)
  if (!loading) {
    neededParts.add(part)
    const target = activation
    // Lingui merges a second load of a locale into what it holds.
    loading = target
      ? Promise.all([catalogParts[part][target.locale](), target.done]).then(([{ messages }]) =>
          i18n.load(target.locale, messages as Messages),
        )
      : Promise.resolve()
    partsLoading.set(part, loading)
  }
  return loading
}

const partsLoading = new Map<CatalogPart, Promise<void>>()

/** The locale this visit starts in; a detected one is remembered in the cookie (SPEC §9). */
export function initialLocale(): Locale {
  const { locale, cookieToWrite } = startingLocale(
    readCookie(LOCALE_COOKIE),
    navigator.languages ?? [navigator.language],
  )
  if (cookieToWrite) writeCookie(LOCALE_COOKIE, cookieToWrite, LOCALE_COOKIE_DAYS)
  return locale
}

const choiceListeners = new Set<(locale: Locale) => void>()

/**
 * The user's explicit choice: remembered for 365 days, then activated. Listeners hear of it so a
 * signed-in account's language follows (the app queues `hub_changeUserLang`).
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS)
  await activateLocale(locale)
  for (const listener of choiceListeners) listener(locale)
}

/** Hears every explicit language choice; returns the unsubscribe. */
export function onLocaleChosen(listener: (locale: Locale) => void): () => void {
  choiceListeners.add(listener)
  return () => choiceListeners.delete(listener)
}
