/**
 * A vertical separator that resizes the sidebar by pointer drag or arrow keys (WAI-ARIA
 * "window splitter" pattern), so resizing works without a mouse too.
 */
import { useLingui } from '@lingui/react/macro'
import type { KeyboardEvent, PointerEvent } from 'react'
import { SIDEBAR_MAX_WIDTH, SIDEBAR_MIN_WIDTH } from '../../lib/local-preferences'

const KEY_STEP = 16

export function SidebarResizer({ width, onResize }: { width: number; onResize: (width: number) => void }) {
  const { t } = useLingui()
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const startX = event.clientX
    const startWidth = width
    const target = event.currentTarget
    target.setPointerCapture(event.pointerId)
    const move = (moveEvent: globalThis.PointerEvent) => onResize(startWidth + moveEvent.clientX - startX)
    const up = () => {
      target.removeEventListener('pointermove', move)
      target.removeEventListener('pointerup', up)
    }
    target.addEventListener('pointermove', move)
    target.addEventListener('pointerup', up)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') onResize(width - KEY_STEP)
    else if (event.key === 'ArrowRight') onResize(width + KEY_STEP)
    else return
    event.preventDefault()
  }
  return (
    // A focusable separator is an interactive widget in WAI-ARIA (window splitter), which the rule does not know.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t`Resize sidebar`}
      aria-valuenow={width}
      aria-valuemin={SIDEBAR_MIN_WIDTH}
      aria-valuemax={SIDEBAR_MAX_WIDTH}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      className="absolute inset-y-0 -right-1 w-2 cursor-col-resize touch-none focus-visible:bg-brand-500/40 hover:bg-brand-500/20"
    />
  )
}
