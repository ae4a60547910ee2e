/**
 * A place in the page an effect fills once React has drawn it: the machine starts the 3-D Secure
 * step as it enters the state, a moment before the element for it exists. `ref` goes on the
 * element; `element()` resolves once it is there.
 */
export interface ElementSlot {
  ref(element: HTMLElement | null): void
  element(): Promise<HTMLElement>
}

export function createElementSlot(): ElementSlot {
  let current: HTMLElement | null = null
  let waiting: ((element: HTMLElement) => void)[] = []
  return {
    ref(element) {
      current = element
      if (!element) return
      for (const resolve of waiting) resolve(element)
      waiting = []
    },
    element: () => (current ? Promise.resolve(current) : new Promise((resolve) => waiting.push(resolve))),
  }
}
