/**
 * A prerendered page (`/`, `/login`, the shell of `/rpc/endpoint`) arrives inside `#app` (scripts/prerender-plugin.ts). React must not
 * render into it: its first commit would clear the page while the router still waits for the
 * route's code, a blank frame between two identical pages. So the app renders into a hidden
 * sibling, and takes the prerendered page's place once the router has rendered its first page
 * (or an error shows), in one step: the same page, no blank frame, no shift.
 */
export interface AppContainer {
  /** Where React renders. */
  target: HTMLElement
  /** Puts the app in the prerendered page's place; idempotent, and nothing without a prerender. */
  handOver: () => void
}

export function appContainer(container: HTMLElement): AppContainer {
  if (!container.hasAttribute('data-prerendered')) return { target: container, handOver: () => {} }
  const target = document.createElement('div')
  target.hidden = true
  container.after(target)
  let handedOver = false
  return {
    target,
    handOver: () => {
      if (handedOver) return
      handedOver = true
      container.remove()
      target.id = 'app'
      target.hidden = false
    },
  }
}
