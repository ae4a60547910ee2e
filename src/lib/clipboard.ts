/**
 * Copies text for the copy buttons (API keys, endpoints, addresses). The async Clipboard API
 * needs a secure context and permission; where it is missing or refuses, a hidden textarea and
 * `execCommand('copy')` still work in older and embedded browsers.
 */

/** Resolves true when the text reached the clipboard. */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text)
      return true
    } catch {
      // Refused (no permission, not focused, insecure origin): try the old way below.
    }
  }
  return copyWithTextarea(text)
}

function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined') return false
  const previousFocus = document.activeElement
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.setAttribute('aria-hidden', 'true')
  // Off screen but still selectable; a fixed position keeps the page from scrolling to it.
  area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0'
  document.body.append(area)
  area.focus({ preventScroll: true })
  area.select()
  area.setSelectionRange(0, text.length)
  let copied = false
  try {
    copied = document.execCommand('copy')
  } catch {
    copied = false
  }
  area.remove()
  if (previousFocus instanceof HTMLElement) previousFocus.focus()
  return copied
}
