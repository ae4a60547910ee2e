// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  readSidebarCollapsed,
  readSidebarWidth,
  SIDEBAR_DEFAULT_WIDTH,
  writeSidebarCollapsed,
  writeSidebarWidth,
} from './local-preferences'

describe('sidebar preferences (SPEC §3, §9)', () => {
  beforeEach(() => localStorage.clear())

  it('defaults to a 200 px wide, expanded sidebar', () => {
    expect(SIDEBAR_DEFAULT_WIDTH).toBe(200)
    expect(readSidebarWidth()).toBe(200)
    expect(readSidebarCollapsed()).toBe(false)
  })

  it('remembers width and collapsed state under SPEC names', () => {
    writeSidebarWidth(240)
    writeSidebarCollapsed(true)
    expect(localStorage.getItem('sidebarWidth')).toBe('240')
    expect(localStorage.getItem('sidebarCollapse')).toBe('true')
    expect(readSidebarWidth()).toBe(240)
    expect(readSidebarCollapsed()).toBe(true)
  })

  it('never trusts a corrupt or extreme stored width', () => {
    localStorage.setItem('sidebarWidth', 'wide')
    expect(readSidebarWidth()).toBe(200)
    localStorage.setItem('sidebarWidth', '5000')
    expect(readSidebarWidth()).toBe(360)
  })
})
