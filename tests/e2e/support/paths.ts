/** Where the end-to-end suite finds the builds it serves. */
import { resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../../..')
/** The build `npm start` serves; `HUBDECK_STATIC_DIR` points a run at a build of its own. */
export const DIST = resolve(ROOT, process.env.HUBDECK_STATIC_DIR ?? 'dist')
/** A second build with another build id: the "new deployment" of the update test (`HUBDECK_E2E_DIST_NEXT` for one of a run's own). */
export const DIST_NEXT = resolve(ROOT, process.env.HUBDECK_E2E_DIST_NEXT ?? '.tmp/dist-next')
export const NEXT_BUILD_ID = 'e2e-next-deployment'
export const E2E_PORT = Number(process.env.HUBDECK_E2E_PORT ?? 4310)

/** The shared secret the e2e server's /gateway/authorize expects (playwright.config.ts). */
export const E2E_GATEWAY_SECRET = 'e2e-gateway-secret-not-for-production'

/** The banner the e2e server is configured with (`HUBDECK_BANNERS`, playwright.config.ts). */
export const E2E_BANNER = {
  id: 'e2e-welcome',
  title: 'Reference gateway: your dev network URLs work out of the box',
  titleZh: '参考网关：开发网络的 URL 开箱即用',
  link: '/rpc/endpoint',
}
