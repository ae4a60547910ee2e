/**
 * The two illustrations of the error and not-found pages (SPEC §2): a disconnected node and a
 * broken chain of blocks. Decorative: hidden from screen readers, the title says what happened.
 */
export function DisconnectedNodeIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 120" className={className} aria-hidden="true" focusable="false">
      <rect x="10" y="30" width="54" height="60" rx="10" className="fill-brand-100 dark:fill-slate-800" />
      <rect x="96" y="30" width="54" height="60" rx="10" className="fill-brand-100 dark:fill-slate-800" />
      <circle cx="37" cy="60" r="10" className="fill-brand-600 dark:fill-brand-500" />
      <circle cx="123" cy="60" r="10" className="fill-slate-400 dark:fill-slate-600" />
      <path d="M64 60h12M84 60h12" className="stroke-slate-400" strokeWidth="4" strokeLinecap="round" />
      <path d="M76 50l8 20" className="stroke-red-500" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}

export function BrokenChainIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 120" className={className} aria-hidden="true" focusable="false">
      <rect x="8" y="44" width="36" height="32" rx="6" className="fill-brand-600 dark:fill-brand-500" />
      <rect x="62" y="44" width="36" height="32" rx="6" className="fill-brand-100 dark:fill-slate-700" />
      <rect
        x="116"
        y="50"
        width="36"
        height="32"
        rx="6"
        transform="rotate(12 134 66)"
        className="fill-slate-300 dark:fill-slate-600"
      />
      <path d="M44 60h18" className="stroke-brand-600 dark:stroke-brand-500" strokeWidth="4" />
      <path d="M98 60l8 0M110 58l4-4" className="stroke-slate-400" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}
