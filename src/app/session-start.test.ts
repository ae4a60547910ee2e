// @vitest-environment happy-dom
/** A signed-out visitor's session runtime loads with their first interaction, unless it is with a toast. */
import { describe, expect, it, vi } from 'vitest'
import { TOASTER_ATTRIBUTE } from '../lib/toast-defaults'
import { startSession } from './session-start'

const { startSessionRuntime } = vi.hoisted(() => ({ startSessionRuntime: vi.fn(async () => {}) }))
vi.mock('./session-runtime', () => ({ startSessionRuntime }))

describe('a signed-out visitor', () => {
  it('loads the session runtime on the first pointer down outside the toasts, not on one inside', async () => {
    document.body.innerHTML = `<div ${TOASTER_ATTRIBUTE}><button id="reload">Reload</button></div><input id="email" />`
    startSession(false)

    document.getElementById('reload')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    document.getElementById('reload')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(startSessionRuntime).not.toHaveBeenCalled()

    document.getElementById('email')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    await vi.waitFor(() => expect(startSessionRuntime).toHaveBeenCalledTimes(1))
    document.getElementById('email')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(startSessionRuntime).toHaveBeenCalledTimes(1)
  })
})
