import { describe, expect, it } from 'vitest'
import { batchedLines } from './log-stream'

describe('batchedLines', () => {
  it('writes the lines of one turn together, in order, on the next turn', async () => {
    const writes: string[] = []
    const stream = batchedLines({ write: (text: string) => writes.push(text) })
    stream.write('a\n')
    stream.write('b\n')
    expect(writes).toEqual([])
    await new Promise((resolve) => setImmediate(resolve))
    expect(writes).toEqual(['a\nb\n'])
    stream.write('c\n')
    stream.flush()
    expect(writes).toEqual(['a\nb\n', 'c\n'])
  })
})
