/**
 * The key list's shape while it loads (before the store is ready, or before the first answer),
 * busy for assistive technology so nobody mistakes it for an empty account.
 */
import { useLingui } from '@lingui/react/macro'
import { Skeleton, SkeletonText } from '../../components/ui/skeleton'

export function ApiKeysSkeleton() {
  const { t } = useLingui()
  return (
    <div aria-busy="true" aria-label={t`Loading your API keys`} role="status" className="space-y-4">
      <Skeleton className="h-6 w-40" />
      {[0, 1].map((index) => (
        <div key={index} className="rounded-lg border border-slate-200 p-5 dark:border-slate-800">
          <SkeletonText lines={3} />
        </div>
      ))}
    </div>
  )
}
