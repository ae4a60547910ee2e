/**
 * A grey placeholder in the shape of content still loading; hidden from screen readers, which
 * hear the screen's own loading status instead.
 */
export interface SkeletonProps {
  /** Size and shape, e.g. `h-4 w-32` or `size-10 rounded-full`. */
  className?: string
}

export function Skeleton({ className = 'h-4 w-full' }: SkeletonProps) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-gray-200 dark:bg-gray-700 ${className}`} />
}

/** Lines of text still loading; the last one is shorter, as a paragraph's is. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <div aria-hidden="true" className="space-y-2">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={`h-4 ${index === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  )
}

/**
 * Lines of small text (`text-sm`, 20 px a line) still loading, as tall as the text will be: each
 * line a 16 px bar with the 4 px between, so the text arriving moves nothing below it. One width
 * class per line; a line may carry its own breakpoint (`w-1/2 sm:hidden`: wrapped on phones only).
 */
export function SkeletonSmallLines({ widths, className = '' }: { widths: readonly string[]; className?: string }) {
  return (
    <div aria-hidden="true" className={`space-y-1 py-0.5 ${className}`}>
      {widths.map((width, index) => (
        <Skeleton key={index} className={`h-4 ${width}`} />
      ))}
    </div>
  )
}
