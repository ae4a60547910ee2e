/**
 * The frame of one section of /rpc/profile: a titled card, labelled for screen readers by its
 * heading, with an optional line of explanation under the title.
 */
import { useId, type ReactNode } from 'react'

export interface ProfileSectionProps {
  title: ReactNode
  description?: ReactNode
  children: ReactNode
}

export function ProfileSection({ title, description, children }: ProfileSectionProps) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 p-4 sm:p-5 dark:border-slate-800">
      <h2 id={titleId} className="text-lg font-medium">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>}
      <div className="mt-3">{children}</div>
    </section>
  )
}
