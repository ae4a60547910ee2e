#!/usr/bin/env node
// Fails when any message of the app lacks its Chinese translation, in every catalog
// (locales/zh/*.po: the first-paint catalog and the parts loaded later).
// Extracts first, so a message added to the code but not to the catalogs is caught too.
// Also fails when one message is translated two ways in two catalogs: the catalog loaded last
// would win, so the same words would read differently depending on which pages were opened.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { formatter } from '@lingui/format-po'

const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' })
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr)
  process.exit(1)
}

let total = 0
let failed = false
/** Each message's translations, with the catalogs that give them. */
const translations = new Map()
for (const file of readdirSync('locales/zh').filter((name) => name.endsWith('.po'))) {
  const filename = `locales/zh/${file}`
  const catalog = await formatter({ lineNumbers: false }).parse(readFileSync(filename, 'utf8'), {
    locale: 'zh',
    sourceLocale: 'en',
    filename,
  })
  for (const [id, entry] of Object.entries(catalog)) {
    const known = translations.get(id) ?? { message: entry.message ?? id, byText: new Map() }
    const text = entry.translation?.trim() ?? ''
    known.byText.set(text, [...(known.byText.get(text) ?? []), file])
    translations.set(id, known)
  }
  const missing = Object.entries(catalog).filter(([, entry]) => !entry.translation?.trim())
  total += Object.keys(catalog).length
  if (missing.length > 0) {
    failed = true
    console.error(`${missing.length} message(s) lack a zh translation in ${filename}:`)
    for (const [id, entry] of missing) console.error(`  - ${entry.message ?? id}`)
  }
}
for (const { message, byText } of translations.values()) {
  if (byText.size < 2) continue
  failed = true
  console.error(`"${message}" is translated ${byText.size} ways:`)
  for (const [text, files] of byText) console.error(`  - ${text} (${files.join(', ')})`)
}
if (failed) process.exit(1)
console.log(`All ${total} messages have a zh translation.`)
