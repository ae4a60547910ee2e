/**
 * The polyline of a sparkline: values spread evenly across the width, the largest at the top
 * and zero (or the smallest, when all are above zero) at the bottom. Null with nothing to draw.
 */
export function sparklinePoints(values: readonly number[], width: number, height: number): string | null {
  if (values.length === 0) return null
  const finite = values.map((value) => (Number.isFinite(value) ? value : 0))
  const low = Math.min(0, ...finite)
  const high = Math.max(...finite)
  const span = high - low || 1
  const step = finite.length > 1 ? width / (finite.length - 1) : 0
  // One value is drawn as a flat line across the box.
  const spread = finite.length > 1 ? finite : [finite[0]!, finite[0]!]
  const stepOf = finite.length > 1 ? step : width
  return spread
    .map((value, index) => `${round(index * stepOf)},${round(height - ((value - low) / span) * height)}`)
    .join(' ')
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}
