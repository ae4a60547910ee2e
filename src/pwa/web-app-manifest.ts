/**
 * The web app manifest (vite-plugin-pwa writes it and links it from index.html).
 * Start URL is the endpoint page: where a logged-in customer spends most of the time.
 */
import type { ManifestOptions } from 'vite-plugin-pwa'

/** Brand colours; the light/dark theme colours are also set per colour scheme in index.html. */
export const THEME_COLOR_LIGHT = '#ffffff'
export const THEME_COLOR_DARK = '#0b1120'

export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Hubdeck — RPC dashboard',
  short_name: 'Hubdeck',
  description:
    'Manage API keys and endpoints, wallet, packages, invoices, dedicated nodes and teams of your blockchain RPC account.',
  lang: 'en',
  start_url: '/rpc/endpoint',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR_LIGHT,
  background_color: THEME_COLOR_LIGHT,
  categories: ['developer', 'productivity', 'finance'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // The richer install prompt shows these (public/screenshots/, made by
  // scripts/manifest-screenshots.ts: the demo account's overview). Not precached: only the
  // install prompt asks for them, online.
  screenshots: [
    {
      src: '/screenshots/overview-wide.png',
      sizes: '1280x720',
      type: 'image/png',
      form_factor: 'wide',
      label: 'The overview: wallet, request units, rate limit and API keys',
    },
    {
      src: '/screenshots/overview-narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'The overview on a phone',
    },
  ],
  shortcuts: [
    {
      name: 'Endpoints',
      short_name: 'Endpoints',
      url: '/rpc/endpoint',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
    {
      name: 'Billing',
      short_name: 'Billing',
      url: '/rpc/billings',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
    {
      name: 'Statistics',
      short_name: 'Statistics',
      url: '/rpc/statistic',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
  ],
}
