/** The sidebar's width and collapsed state, persisted on this device (SPEC §3 local values). */
import { useCallback, useState } from 'react'
import {
  clampSidebarWidth,
  readSidebarCollapsed,
  readSidebarWidth,
  writeSidebarCollapsed,
  writeSidebarWidth,
} from '../../lib/local-preferences'

export function useSidebar() {
  const [width, setWidthState] = useState(readSidebarWidth)
  const [collapsed, setCollapsedState] = useState(readSidebarCollapsed)
  const setWidth = useCallback((next: number) => {
    const clamped = clampSidebarWidth(next)
    setWidthState(clamped)
    writeSidebarWidth(clamped)
  }, [])
  const toggleCollapsed = useCallback(() => {
    setCollapsedState((previous) => {
      writeSidebarCollapsed(!previous)
      return !previous
    })
  }, [])
  return { width, collapsed, setWidth, toggleCollapsed }
}
