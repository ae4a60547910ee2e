/** A titled band of the landing page; its heading names it for screen readers too. */
import { useId, type ReactNode } from 'react'

export function LandingSection({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-2 max-w-prose text-slate-600 dark:text-slate-300">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  )
}

/** What a section says when its read failed or the visitor is offline: a sentence, not an error page. */
export function SectionUnavailable({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed border-slate-300 px-4 py-3 text-slate-600 dark:border-slate-700 dark:text-slate-300">
      {children}
    </p>
  )
}
