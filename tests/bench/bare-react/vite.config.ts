/**
 * Builds the bench baseline: only @vitejs/plugin-react, and the app's build target and manifest
 * so the only difference from the app's build is the code.
 */
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, manifest: true },
  logLevel: 'warn',
})
