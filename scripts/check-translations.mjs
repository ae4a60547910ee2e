#!/usr/bin/env node
// Fails when any message of the app lacks its Chinese translation.
// Extracts first, so a message added to the code but not to the catalogs is caught too.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { formatter } from '@lingui/format-po'

const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' })
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr)
  process.exit(1)
}

const catalog = await formatter({ lineNumbers: false }).parse(readFileSync('locales/zh/messages.po', 'utf8'), {
  locale: 'zh',
  sourceLocale: 'en',
  filename: 'locales/zh/messages.po',
})
const missing = Object.entries(catalog).filter(([, entry]) => !entry.translation?.trim())
if (missing.length > 0) {
  console.error(`${missing.length} message(s) lack a zh translation in locales/zh/messages.po:`)
  for (const [id, entry] of missing) console.error(`  - ${entry.message ?? id}`)
  process.exit(1)
}
console.log(`All ${Object.keys(catalog).length} messages have a zh translation.`)
