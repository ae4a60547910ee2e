import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Catalogs live in `locales/{locale}/*.po`; `npm run extract` refreshes them from the code.
 * `messages` is loaded before the first render. `notices` (how each notice type reads, the notice
 * centre) is a part loaded when a notice is first shown (src/i18n/i18n.ts `loadCatalogPart`), so
 * the words of 30 notice types do not weigh on every first paint.
 */
const NOTICE_PART = ['<rootDir>/src/features/notices/*.ts', '<rootDir>/src/features/notices/components/**']

/**
 * `account`: the pages of getting in and of the profile (registration, mailed links, first login,
 * teams, OAuth callbacks, /rpc/profile). Each of those routes loads the part before it renders
 * (`loader`); nothing here may be used by /login or the dashboard's other pages, whose words must
 * be in `messages` for the first paint.
 */
// Folders as `/**` globs: an excluded folder path alone would not exclude the files in it.
const ACCOUNT_PART = [
  '<rootDir>/src/features/account/auth/**',
  '<rootDir>/src/features/account/profile/**',
  '<rootDir>/src/features/account/components/choose-team-view.tsx',
  '<rootDir>/src/features/account/components/oauth-bind-callback.tsx',
  '<rootDir>/src/features/account/components/oauth-callback-problem.tsx',
  '<rootDir>/src/features/account/components/oauth-login-callback.tsx',
  '<rootDir>/src/features/account/components/oauth-register-form.tsx',
  '<rootDir>/src/features/account/components/preferences-form.tsx',
  '<rootDir>/src/routes/_default/activate-account.tsx',
  '<rootDir>/src/routes/_default/choose-team.tsx',
  '<rootDir>/src/routes/_default/email-confirm.tsx',
  '<rootDir>/src/routes/_default/first-login.tsx',
  '<rootDir>/src/routes/_default/register.tsx',
  '<rootDir>/src/routes/_default/register-confirm.tsx',
  '<rootDir>/src/routes/_default/auth/**',
  '<rootDir>/src/routes/_default/bind/**',
  '<rootDir>/src/routes/_default/reset-password/**',
  '<rootDir>/src/routes/_default/set-password/**',
  '<rootDir>/src/routes/_default/third-party/**',
  '<rootDir>/src/routes/rpc/profile.tsx',
]

/**
 * `apiKeyTools`: the endpoint page's key list and what opens from it (the dialogs that create,
 * delete, rotate or freeze a key, the advanced features and whitelist editor, the needs-upgrade
 * notice, the key's code snippets). The list draws from the store, which loads after the first
 * paint, so its code and this part load then, together (src/routes/rpc/endpoint.tsx); the page's
 * first paint is its title and a skeleton, whose words stay in `messages`.
 */
const API_KEY_TOOLS_PART = [
  '<rootDir>/src/features/api-keys/components/**',
  '<rootDir>/src/features/api-keys/dialogs/**',
  '<rootDir>/src/features/api-keys/needs-upgrade/**',
  '<rootDir>/src/features/api-keys/settings/**',
  '<rootDir>/src/features/api-keys/snippets/**',
]

/**
 * `billing`: the billing page's sections and the deposit flow (issue 16). Their routes load the
 * part before they render (src/i18n/billing-words.ts); the balance the header and the overview
 * show every page is in `features/wallet/summary/`, whose words stay in `messages`.
 */
const BILLING_PART = ['<rootDir>/src/features/wallet/components/**', '<rootDir>/src/features/wallet/deposit/**']

/**
 * `packages`: buying packages (the charge page's package side, the purchase flow) and
 * `statements`: the billing timeline, CSV exports and invoices (issue 17). Their routes load
 * the part before they render, like `billing`.
 */
const PACKAGES_PART = ['<rootDir>/src/features/packages/**']
const STATEMENTS_PART = ['<rootDir>/src/features/billing/**']

/**
 * `nodes`: dedicated nodes, their list and the order wizard (issue 20); `team`: the team's members,
 * its log and the invitation page (issue 19); `statistics`: the usage statistics page (issue 18).
 * Each is one route's words (the charge page loads `nodes` too, for its banner back to a node
 * order): their routes load the part before they render (src/i18n/section-words.ts), so their 200
 * messages no longer weigh on the first paint of /login, / and /rpc/endpoint.
 */
const NODES_PART = ['<rootDir>/src/features/nodes/**']
const TEAM_PART = ['<rootDir>/src/features/team/**', '<rootDir>/src/features/invitations/**']
const STATISTICS_PART = ['<rootDir>/src/features/statistics/**']

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '**/*.test.*',
        '<rootDir>/src/pwa/sw.ts',
        ...NOTICE_PART,
        ...ACCOUNT_PART,
        ...API_KEY_TOOLS_PART,
        ...BILLING_PART,
        ...PACKAGES_PART,
        ...STATEMENTS_PART,
        ...NODES_PART,
        ...TEAM_PART,
        ...STATISTICS_PART,
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/nodes',
      include: NODES_PART,
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/team',
      include: TEAM_PART,
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/statistics',
      include: STATISTICS_PART,
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/packages',
      include: PACKAGES_PART,
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/statements',
      include: STATEMENTS_PART,
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/billing',
      include: BILLING_PART,
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/account',
      include: ACCOUNT_PART,
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/api-key-tools',
      include: API_KEY_TOOLS_PART,
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/notices',
      include: NOTICE_PART,
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
