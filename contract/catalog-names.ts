/**
 * The catalogue's names in Chinese: the packages on sale, their descriptions and the dedicated
 * node regions are server data stored in English (server/db/migrations 0015, 0028), and a Chinese
 * page must not show them in English (issue 21). One table for both sides: the server words its
 * Chinese notices, mails and errors with it, the app its pages, and the app's copy works offline
 * and follows a language switch at once, which names answered by the server in the request's
 * language would not (they sit in the offline store in the language they were fetched in).
 *
 * A name the table does not know (a package an operator added later) reads as stored.
 */
/** The interface languages (SPEC §9). */
type Locale = 'en' | 'zh'

/** The packages of the starting catalogue, by their stored name. */
const PACKAGES_ZH: Readonly<Record<string, { name: string; description: string }>> = {
  Free: { name: '免费版', description: '每 30 天 2000 万请求单位，可试用每条链；不含高级功能。' },
  'Pay As You Go': { name: '按量付费', description: '每次充值 1000 万请求单位，永不过期，含归档模式。' },
  Growth: { name: '成长版', description: '30 天 2.5 亿请求单位，含归档模式和 ERC-4337 打包器。' },
  Pro: { name: '专业版', description: '30 天 12 亿请求单位，含归档模式、ERC-4337 打包器和 MEV 保护。' },
  Enterprise: { name: '企业版', description: '用量、速率限制和支持服务由我们的销售团队与您商定；包含所有功能。' },
}

/** Dedicated node regions, by region code. */
const REGIONS_ZH: Readonly<Record<string, string>> = {
  'eu-central': '法兰克福',
  'us-east': '弗吉尼亚',
  'ap-southeast': '新加坡',
  local: '本服务器',
}

/** A package's name in `locale` (its stored name in English, or for a package the table does not know). */
export function packageName(name: string, locale: Locale): string {
  return (locale === 'zh' && Object.hasOwn(PACKAGES_ZH, name) && PACKAGES_ZH[name]?.name) || name
}

/** A package's description in `locale`, `description` being the stored (English) one. */
export function packageDescription(name: string, description: string, locale: Locale): string {
  return (locale === 'zh' && Object.hasOwn(PACKAGES_ZH, name) && PACKAGES_ZH[name]?.description) || description
}

/** A region's name in `locale`, `regionName` being the stored (English) one. */
export function regionName(region: string, storedName: string, locale: Locale): string {
  return (locale === 'zh' && Object.hasOwn(REGIONS_ZH, region) && REGIONS_ZH[region]) || storedName
}
