// Lint rules, including the dependency direction of DESIGN.md:
//   contract ← machines ← src/{lib,store,components,i18n} ← features ← routes/app;  contract ← server.
// Machines never import src; features never import each other; server never imports src.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import boundaries from 'eslint-plugin-boundaries'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import lingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const elements = [
  { type: 'contract', pattern: 'contract' },
  { type: 'machines', pattern: 'machines' },
  { type: 'server', pattern: 'server' },
  { type: 'app', pattern: 'src/app' },
  { type: 'routes', pattern: 'src/routes' },
  { type: 'feature', pattern: 'src/features/*', capture: ['area'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'store', pattern: 'src/store' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'i18n', pattern: 'src/i18n' },
  { type: 'pwa', pattern: 'src/pwa' },
  { type: 'tests', pattern: 'tests' },
]

const shared = ['contract', 'lib', 'i18n']
/** Which element types each element may import (everything else is refused). */
const allowed = {
  contract: ['contract'],
  machines: ['contract', 'machines'],
  server: ['contract', 'server'],
  lib: shared,
  i18n: shared,
  store: [...shared, 'store'],
  components: [...shared, 'store', 'components'],
  pwa: [...shared, 'components', 'pwa'],
  feature: [...shared, 'machines', 'store', 'components'],
  routes: [...shared, 'machines', 'store', 'components', 'feature', 'routes'],
  app: [...shared, 'machines', 'store', 'components', 'feature', 'routes', 'pwa', 'app'],
  tests: elements.map((element) => element.type),
}
/** Unit tests sit beside the code and may also use the shared helpers in tests/. */
const policiesFor = (extra) => [
  ...Object.entries(allowed).map(([from, to]) => ({
    from: { element: { type: from } },
    allow: { to: { element: { types: { anyOf: [...to, ...extra] } } } },
  })),
  // A feature may import its own files, never another feature's.
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { area: '{{ from.element.captured.area }}' } } } },
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      '**/.tmp',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
      '.hubdeck',
      'locales/**/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['contract/**', 'machines/**', 'server/**', 'src/**', 'tests/**'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: policiesFor([]) }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: policiesFor(['tests']) }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@xstate/react', 'dexie', 'ofetch'],
              message: 'Machines are pure: effects are actors provided by src/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/pwa/sw.ts', 'src/pwa/web-app-manifest.ts'],
    ...lingui.configs['flat/recommended'],
  },
  {
    // Every visible string is a Lingui message (STYLE.md habit 8).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/pwa/sw.ts', 'src/pwa/web-app-manifest.ts', 'src/routeTree.gen.ts'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // single tokens without spaces that do not start upper-case: keys, paths, ids, CSS values
            '^(?![A-Z])\\S+$',
            // UPPER_CASE constants
            '^[A-Z0-9_-]+$',
            // Tailwind class lists and URL/paths
            '^[a-z0-9:/\\[\\]().%_#&=?*,!-]+( [a-z0-9:/\\[\\]().%_#&=?*,!-]+)*$',
            // the brand name, never translated
            '^Hubdeck$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'type',
            'id',
            'key',
            'to',
            'href',
            'src',
            'lang',
            'role',
            'viewBox',
            'd',
            'fill',
            'stroke',
            'strokeLinecap',
            'strokeLinejoin',
            'name',
            'value',
            'method',
            'mode',
            'inputMode',
            'autoComplete',
          ],
          ignoreFunctions: [
            'Error',
            'TypeError',
            'console.*',
            'createFileRoute',
            'createRootRoute',
            'useLocation',
            'useNavigate',
            '*.addEventListener',
            '*.removeEventListener',
            '*.querySelector',
            '*.querySelectorAll',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.setAttribute',
            '*.getAttribute',
            '*.toggle',
            '*.contains',
            '*.test',
            'matchMedia',
            'fetch',
            'import',
            'readCookie',
            'writeCookie',
            'deleteCookie',
            'Workbox',
            'createElement',
            '*.postMessage',
            'dayjs',
            '*.format',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
          ],
          useTsTypes: false,
        },
      ],
    },
  },
  prettier,
)
