import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/** Catalogs live in `locales/{locale}/messages.po`; `npm run extract` refreshes them from the code. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '<rootDir>/src/pwa/sw.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
