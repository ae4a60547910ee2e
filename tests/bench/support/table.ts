/** Prints bench lines as one plain-text table (ratio last on each row) with the notes below it. */
import type { BenchLine, Unit } from './lines'

export function formatTable(lines: readonly BenchLine[]): string {
  const header = ['name', 'figure', 'baseline', 'ratio']
  const notes: string[] = []
  const body = lines.map((line) => {
    let name = line.name
    if (line.note) {
      const index = notes.indexOf(line.note)
      name += ` [${index >= 0 ? index + 1 : notes.push(line.note)}]`
    }
    if (line.status === 'failed') return [name, `failed: ${firstLine(line.note)}`, '—', '—']
    if (line.status === 'not built') return [name, 'not built', '—', '—']
    return [name, formatValue(line.figure, line.unit), formatValue(line.baseline, line.unit), formatRatio(line.ratio)]
  })
  const widths = header.map((_, column) => Math.max(...[header, ...body].map((cells) => (cells[column] ?? '').length)))
  const render = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
  const rule = widths.map((width) => '─'.repeat(width)).join('  ')
  const noteText = notes.map((note, index) => `[${index + 1}] ${note}`)
  return [render(header), rule, ...body.map(render), '', ...noteText].join('\n')
}

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return '—'
  switch (unit) {
    case 'bytes':
      return `${(value / 1000).toFixed(1)} kB`
    case 'score':
      return value.toFixed(0)
    case 'ms':
      return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 1 : 0)} ms`
    case 'cls':
      return value.toFixed(3)
    case 'rps':
      return `${value.toFixed(0)} req/s`
    case 'calls/s':
      return `${value.toFixed(0)} calls/s`
  }
}

function formatRatio(ratio: number | null): string {
  return ratio === null ? '—' : `${ratio.toFixed(2)}×`
}

function firstLine(text: string | undefined): string {
  const line = (text ?? 'unknown error').split('\n')[0] ?? ''
  return line.length > 44 ? `${line.slice(0, 43)}…` : line
}
