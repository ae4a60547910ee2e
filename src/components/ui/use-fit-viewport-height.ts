/**
 * Keeps a table's scroll area inside the screen (SPEC §9): max height = viewport height − the
 * element's top − the bottom offset, measured on mount and again 60 ms after resizing stops.
 * The height is written straight to the element's style: a layout detail needs no re-render.
 */
import { useEffect, useRef } from 'react'
import { TABLE_BOTTOM_OFFSET, TABLE_MIN_BODY_HEIGHT, TABLE_RESIZE_DEBOUNCE_MS } from './table-defaults'

/** Returns the ref to put on the scroll container; `enabled: false` leaves its height alone. */
export function useFitViewportHeight<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null)

  useEffect(() => {
    const element = ref.current
    if (!enabled || !element) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const measure = () => {
      element.style.maxHeight = `${fitHeight(window.innerHeight, element.getBoundingClientRect().top)}px`
    }
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(measure, TABLE_RESIZE_DEBOUNCE_MS)
    }
    measure()
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
      element.style.maxHeight = ''
    }
  }, [enabled])

  return ref
}

/** The max height for a box starting at `top` in a viewport `viewportHeight` tall, in px. */
export function fitHeight(viewportHeight: number, top: number): number {
  return Math.max(viewportHeight - top - TABLE_BOTTOM_OFFSET, TABLE_MIN_BODY_HEIGHT)
}
