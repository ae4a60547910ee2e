// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePublicRead } from './use-public-read'

function Probe({ load }: { load: (signal: AbortSignal) => Promise<string> }) {
  const read = usePublicRead(load)
  return <p data-testid="read">{read.status === 'ready' ? `ready ${read.value}` : read.status}</p>
}

const shown = () => screen.getByTestId('read').textContent

afterEach(() => {
  vi.restoreAllMocks()
})

describe('usePublicRead', () => {
  it('is loading until the answer, then holds it', async () => {
    let answer: (value: string) => void = () => undefined
    render(<Probe load={() => new Promise((resolve) => (answer = resolve))} />)
    expect(shown()).toBe('loading')
    await act(async () => answer('chains'))
    expect(shown()).toBe('ready chains')
  })

  it('says failed when the read fails, and reads again when the network comes back', async () => {
    const load = vi.fn<(signal: AbortSignal) => Promise<string>>().mockRejectedValueOnce(new Error('down'))
    load.mockResolvedValueOnce('plans')
    let online = true
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
    render(<Probe load={load} />)
    await act(async () => undefined)
    expect(shown()).toBe('failed')
    online = false
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(shown()).toBe('failed')
    online = true
    await act(async () => void window.dispatchEvent(new Event('online')))
    expect(shown()).toBe('ready plans')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('asks nothing offline and says failed at once', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const load = vi.fn(() => Promise.resolve('never'))
    render(<Probe load={load} />)
    expect(shown()).toBe('failed')
    expect(load).not.toHaveBeenCalled()
  })
})
