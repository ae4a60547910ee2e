/**
 * The uPlot drawing of a time chart: loaded only by TimeChart, lazily, so uPlot (~20 KB gz) is
 * fetched by the pages that draw a chart and by no route's first paint. It follows its
 * container's width (phones too) and redraws in the other theme's colours when it switches.
 */
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { chartTheme, isDark, watchTheme } from './chart-theme'
import type { TimeChartData } from './chart-types'
import { numberFormat } from '../../../lib/number-format'
import { timeOfSeconds, timeTickLabels } from './time-axis'

const HEIGHT = 200

export interface UplotViewProps {
  data: TimeChartData
  formatValue(value: number): string
  /** How a bucket's time reads in the legend under the cursor: as in the figures' table. */
  formatTime(time: string): string
  /** The legend's name of the time axis, in the page's language (uPlot's default is "Time"). */
  timeLabel: string
  /** The page's language (app locale), for the time axis's labels. */
  locale: string
}

export default function UplotView({ data, formatValue, formatTime, timeLabel, locale }: UplotViewProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    let plot: uPlot | undefined
    const draw = (dark: boolean) => {
      plot?.destroy()
      plot = new uPlot(
        options(data, { dark, width: Math.max(element.clientWidth, 200), formatValue, formatTime, timeLabel, locale }),
        aligned(data),
        element,
      )
    }
    draw(isDark())
    const stopTheme = watchTheme(draw)
    const resize = new ResizeObserver(() => {
      if (plot && element.clientWidth > 0) plot.setSize({ width: element.clientWidth, height: HEIGHT })
    })
    resize.observe(element)
    return () => {
      resize.disconnect()
      stopTheme()
      plot?.destroy()
    }
  }, [data, formatValue, formatTime, timeLabel, locale])
  return <div ref={box} className="w-full min-w-0 overflow-hidden" aria-hidden="true" data-testid="uplot-chart" />
}

/**
 * The value axis has 56 px: large ticks (RU run to the billions) read compact in the page's
 * language ("15M", "1500万"); the series' own values keep every digit.
 */
function axisLabel(formatValue: (value: number) => string): (tick: number) => string {
  const compact = numberFormat(document.documentElement.lang || undefined, {
    notation: 'compact',
    maximumFractionDigits: 1,
  })
  return (tick) => (Math.abs(tick) >= 10_000 ? compact.format(tick) : formatValue(tick))
}

function aligned(data: TimeChartData): uPlot.AlignedData {
  return [data.times.map((time) => Date.parse(time) / 1000), ...data.lines.map((line) => line.values)]
}

interface Look extends Pick<UplotViewProps, 'formatValue' | 'formatTime' | 'timeLabel' | 'locale'> {
  dark: boolean
  width: number
}

function options(data: TimeChartData, { dark, width, formatValue, formatTime, timeLabel, locale }: Look) {
  const theme = chartTheme(dark)
  const axis: uPlot.Axis = {
    stroke: theme.axis,
    grid: { stroke: theme.grid, width: 1 },
    ticks: { stroke: theme.grid, width: 1 },
  }
  return {
    width,
    height: HEIGHT,
    legend: { show: data.lines.length > 1 },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true } },
    axes: [
      {
        ...axis,
        values: (_plot: uPlot, ticks: number[], _axis: number, _space: number, increment: number) =>
          timeTickLabels(ticks, increment, locale),
      },
      { ...axis, size: 56, values: (_plot: uPlot, ticks: number[]) => ticks.map(axisLabel(formatValue)) },
    ],
    series: [
      { label: timeLabel, value: (_plot: uPlot, seconds: number | null) => timeOfSeconds(seconds, formatTime) },
      ...data.lines.map((line) => ({
        label: line.label,
        stroke: theme.lines[line.tone ?? 0],
        width: 2,
        points: { show: data.times.length < 40 },
        value: (_plot: uPlot, value: number | null) => (value === null ? '–' : formatValue(value)),
      })),
    ],
  } satisfies uPlot.Options
}
