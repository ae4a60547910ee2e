/**
 * The Hubdeck mark of both layouts' headers, drawn inline (the same drawing as `public/favicon.svg`).
 * As an `<img src="/favicon.svg">` it cost every first paint a fetch and a whole SVG document
 * of its own, which Chromium builds on the page's thread: ~25 ms on a desktop core, four times
 * that on the phone Lighthouse emulates, the biggest long task of /login after the app's code.
 */
export function HubdeckLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 512 512" aria-hidden="true" focusable="false" className={className}>
      <rect width="512" height="512" rx="96" fill="#4f46e5" />
      <g fill="none" stroke="#fff" strokeWidth="28" strokeLinecap="round" strokeLinejoin="round">
        <path d="M256 112 380 184v144l-124 72-124-72V184z" />
        <path d="M256 256v144M256 256l124-72M256 256l-124-72" />
      </g>
    </svg>
  )
}
