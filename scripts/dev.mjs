#!/usr/bin/env node
// `npm run dev`: the API server (without building the app) and Vite with hot reload, which
// proxies /api and /ws to it (vite.config.ts). Ctrl-C stops both.
import { spawn } from 'node:child_process'

const port = process.env.PORT ?? '8080'
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, HUBDECK_SKIP_BUILD: '1' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
]

const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) {
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
}
