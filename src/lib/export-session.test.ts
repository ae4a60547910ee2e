// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { clearExportSession, readExportSession, startExportSession } from './export-session'

afterEach(() => sessionStorage.clear())

describe('export sessions', () => {
  it('remember a request until its file is announced, per kind', () => {
    startExportSession('deposit', { from: '2026-11-01' })
    startExportSession('purchase', { from: '2026-10-01' })

    clearExportSession('deposit')

    expect(readExportSession('deposit')).toBeNull()
    expect(readExportSession('purchase')).toEqual({ from: '2026-10-01' })
  })
})
