/**
 * The chart colours read on the page's background in either theme (index.html: white, and
 * slate-950 in dark): lines at least 3:1 (WCAG 1.4.11, graphics), axis text at least 4.5:1.
 */
import { describe, expect, it } from 'vitest'
import { chartTheme } from './chart-theme'

const BACKGROUNDS = { light: '#ffffff', dark: '#020617' }

describe('chartTheme', () => {
  for (const [name, background] of Object.entries(BACKGROUNDS)) {
    const theme = chartTheme(name === 'dark')
    it(`reads on the ${name} background`, () => {
      expect(contrast(theme.axis, background)).toBeGreaterThanOrEqual(4.5)
      for (const line of theme.lines) expect(contrast(line, background)).toBeGreaterThanOrEqual(3)
    })
  }

  it('gives the two themes their own colours', () => {
    expect(chartTheme(true).lines).not.toEqual(chartTheme(false).lines)
  })
})

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
