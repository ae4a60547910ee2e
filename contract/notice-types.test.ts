import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  NOTICE_SEVERITIES,
  NOTICE_STORED_TEXT_BEFORE,
  NOTICE_TYPE_INFO,
  NOTICE_TYPES,
  PLAIN_CONTENT_NOTICE_TYPES,
  usesStoredText,
} from './notice-types'

/** The two lists of SPEC §3 "Notice types", as `name` or `name (severity)` items. */
function specNoticeLines(): { stated: string; unstated: string } {
  const spec = readFileSync(path.resolve(process.cwd(), '../shared/SPEC.md'), 'utf8')
  const section = spec.slice(spec.indexOf('### Notice types'), spec.indexOf('### Filters and choices'))
  const line = (prefix: string) =>
    section
      .split('\n')
      .find((l) => l.startsWith(prefix))
      ?.slice(prefix.length) ?? ''
  return { stated: line('With severity:'), unstated: line('Without stated severity:') }
}

function names(list: string): string[] {
  return list
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((item) => item.replace(/\.\s*$/, '').trim())
    .filter(Boolean)
}

describe('notice types', () => {
  it('has all 30 types of SPEC §3, each with a severity', () => {
    const { stated, unstated } = specNoticeLines()
    const specTypes = [...names(stated), ...names(unstated)]
    expect(specTypes).toHaveLength(30)
    // The dedicated nodes' types (issue 20) come beside SPEC's, which lists none for nodes.
    const fromSpec = NOTICE_TYPES.filter((type) => !type.startsWith('dn_node_'))
    expect([...fromSpec].sort()).toEqual([...specTypes].sort())
    for (const type of NOTICE_TYPES) {
      expect(NOTICE_SEVERITIES, type).toContain(NOTICE_TYPE_INFO[type].severity)
    }
  })

  it('keeps every severity SPEC states', () => {
    const { stated } = specNoticeLines()
    const pairs = [...stated.matchAll(/([a-z_]+) \((success|warn|error|info)\)/g)]
    expect(pairs.length).toBeGreaterThan(10)
    for (const [, type, severity] of pairs) {
      expect(NOTICE_TYPE_INFO[type as keyof typeof NOTICE_TYPE_INFO].severity, type).toBe(severity)
    }
    // "register_gift, monthly_gift, activity_gift (success)" is one group.
    expect(NOTICE_TYPE_INFO.register_gift.severity).toBe('success')
    expect(NOTICE_TYPE_INFO.monthly_gift.severity).toBe('success')
  })

  it('shows the plain-content types with their stored text', () => {
    expect([...PLAIN_CONTENT_NOTICE_TYPES].sort()).toEqual(
      ['activity_gift', 'normal_fail', 'normal_success', 'normal_warn'].sort(),
    )
    expect(usesStoredText({ type: 'normal_warn', createdAt: '2026-11-22T00:00:00.000Z' })).toBe(true)
  })

  it('words other types from translations unless they predate the cut-over', () => {
    expect(usesStoredText({ type: 'deposit', createdAt: '2026-11-22T00:00:00.000Z' })).toBe(false)
    const before = new Date(Date.parse(NOTICE_STORED_TEXT_BEFORE) - 1).toISOString()
    expect(usesStoredText({ type: 'deposit', createdAt: before })).toBe(true)
  })

  it('tells which export a file_download notice brings', () => {
    expect(NOTICE_TYPE_INFO.file_download.expandKeys).toEqual(['type', 'fileUrl'])
  })
})
