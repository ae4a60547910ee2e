import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Catalogs live in `locales/{locale}/*.po`; `npm run extract` refreshes them from the code.
 * `messages` is loaded before the first render. `notices` (how each notice type reads, the notice
 * centre) is a part loaded when a notice is first shown (src/i18n/i18n.ts `loadCatalogPart`), so
 * the words of 30 notice types do not weigh on every first paint.
 */
const NOTICE_PART = ['<rootDir>/src/features/notices/*.ts', '<rootDir>/src/features/notices/components']

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '<rootDir>/src/pwa/sw.ts', ...NOTICE_PART],
    },
    {
      path: '<rootDir>/locales/{locale}/notices',
      include: NOTICE_PART,
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
