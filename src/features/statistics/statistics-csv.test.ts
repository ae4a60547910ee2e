/** The CSV holds what the page shows, one titled section per table, with cells a spreadsheet reads safely. */
import { describe, expect, it } from 'vitest'
import { csvCell, statisticsCsv, type StatisticsCsvWords } from './statistics-csv'
import { figures } from './statistics-fixtures'

const words: StatisticsCsvWords = {
  timeline: 'Usage over time',
  methods: 'RU by method',
  keys: 'Usage by API key',
  networks: 'Usage by network',
  time: 'Time',
  requests: 'Requests',
  ru: 'RU',
  errors: 'Errors',
  rateLimited: 'Rate-limited',
  p50: 'Median latency (ms)',
  p95: '95th percentile latency (ms)',
  method: 'Method',
  share: 'Share of RU',
  key: 'API key',
  network: 'Network',
  errorRate: 'Error rate',
  median: 'Median latency (ms)',
}

describe('statisticsCsv', () => {
  it('writes the timeline, the methods, the keys and the networks as shown', () => {
    expect(statisticsCsv(figures(4), words).split('\r\n')).toEqual([
      'Usage over time',
      'Time,Requests,RU,Errors,Rate-limited,Median latency (ms),95th percentile latency (ms)',
      '2026-11-25T16:00:00.000Z,4,104,1,0,20,50',
      '2026-11-25T17:00:00.000Z,0,0,0,0,,',
      '',
      'RU by method',
      'Method,Requests,RU,Share of RU',
      'eth_call,4,104,1',
      '',
      'Usage by API key',
      'API key,Requests,RU,Errors,Error rate,Rate-limited,Median latency (ms)',
      `"'=cmd, ""prod""",4,104,1,0.25,0,20`,
      '',
      'Usage by network',
      'Network,Requests,RU,Errors,Error rate,Rate-limited,Median latency (ms)',
      'Ethereum Mainnet,4,104,1,0.25,0,',
      '',
    ])
  })

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(null)).toBe('')
  })
})
