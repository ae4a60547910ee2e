/**
 * A tiny trend line with no axes (the /rpc overview's "today's requests"): plain SVG, so the
 * overview loads no chart library. The line scales with its box; screen readers get the label
 * and the figures as text instead of the drawing.
 */
import { useId } from 'react'
import { sparklinePoints } from './sparkline-points'

export interface SparklineProps {
  values: number[]
  /** What the line shows, e.g. "Requests today, per hour"; read by screen readers with the figures. */
  label: string
}

const WIDTH = 100
const HEIGHT = 24

export function Sparkline({ values, label }: SparklineProps) {
  const titleId = useId()
  const points = sparklinePoints(values, WIDTH, HEIGHT)
  return (
    <figure className="m-0 inline-block w-full max-w-40" data-testid="sparkline">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-6 w-full overflow-visible text-brand-600 dark:text-brand-300"
        aria-hidden="true"
      >
        {points && (
          <polyline
            points={points}
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        )}
      </svg>
      <figcaption id={titleId} className="sr-only">
        {label}: {values.join(', ')}
      </figcaption>
    </figure>
  )
}
