/**
 * What on the page is wider than the window, told by its tag and the start of its text; empty
 * when nothing is. The dashboard scrolls inside its `<main>`, not the document, so a part too wide
 * for a phone makes `<main>` scroll sideways while the document stays as wide as the window:
 * both are checked. A table inside its own scrolling frame is fine and is not reported.
 *
 * Runs in the page (`page.evaluate(widerThanWindow)`): self-contained.
 */
export function widerThanWindow(): string[] {
  const scrollers = [document.documentElement, ...document.querySelectorAll('main')]
  const wide = scrollers.filter((element) => element.scrollWidth > element.clientWidth)
  if (wide.length === 0) return []
  const right = document.documentElement.clientWidth
  // Name the outermost parts past the edge, so a failure says which section pushed it.
  const past = [...document.querySelectorAll('main *')].filter((element) => {
    const parent = element.parentElement
    const box = element.getBoundingClientRect()
    const parentBox = parent?.getBoundingClientRect()
    return box.width > 0 && box.right > right + 1 && !!parentBox && parentBox.right <= right + 1
  })
  const parts = past.map(
    (element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
  )
  return [...wide.map((element) => `${element.tagName.toLowerCase()} scrolls sideways`), ...parts.slice(0, 5)]
}
