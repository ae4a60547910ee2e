/**
 * The language of a request, picked as the app picks it (contract/locales.ts): the cookie
 * `i18n_redirected` (SPEC §9) wins, then the browser's languages in `Accept-Language`.
 */
import type { FastifyRequest } from 'fastify'
import { acceptedLanguages, detectLocale, LOCALE_COOKIE, type Locale } from '../../contract/index'

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`)

export function localeOf(request: FastifyRequest): Locale {
  const cookie = COOKIE_VALUE.exec(headerOf(request, 'cookie') ?? '')?.[1]?.trim()
  return detectLocale(cookie, acceptedLanguages(headerOf(request, 'accept-language')))
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}
