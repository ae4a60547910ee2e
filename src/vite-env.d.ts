/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set at build time by vite.config.ts; identifies the deployment. */
  readonly VITE_BUILD_ID?: string
}

interface WindowEventMap {
  'vite:preloadError': Event & { payload: Error }
}
