import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_DURATIONS, TOAST_MAX_VISIBLE } from './toast-defaults'
import { createToastStore, type ToastStore } from './toast-store'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

const messages = (store: ToastStore) => store.getSnapshot().map((item) => item.message ?? item.title)

describe('toast durations (SPEC §9)', () => {
  it('names the SPEC durations', () => {
    expect(TOAST_DURATIONS).toEqual({
      error: 5000,
      warning: 5000,
      success: 3000,
      info: 3000,
      notification: 4500,
      notice: 2000,
    })
  })

  it.each<[string, number, (store: ToastStore) => string]>([
    ['an error', 5000, (store) => store.error('Boom')],
    ['a warning', 5000, (store) => store.warning('Careful')],
    ['a default message', 3000, (store) => store.info('Hello')],
    ['a success message', 3000, (store) => store.success('Saved')],
    ['a notification', 4500, (store) => store.notification({ title: 'New invoice' })],
    ['a notice', 2000, (store) => store.notice({ title: 'Node ready' })],
  ])('%s closes after exactly %i ms', (_, duration, raise) => {
    const store = createToastStore()
    raise(store)
    vi.advanceTimersByTime(duration - 1)
    expect(store.getSnapshot()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()).toHaveLength(0)
  })

  it('keeps a persistent notice (file_download) open', () => {
    const store = createToastStore()
    store.notice({ title: 'Export ready', persistent: true })
    vi.advanceTimersByTime(24 * 60 * 60 * 1000)
    expect(messages(store)).toEqual(['Export ready'])
  })

  it('keeps a toast with duration 0 open', () => {
    const store = createToastStore()
    store.error('Sticky', { duration: 0 })
    vi.advanceTimersByTime(60_000)
    expect(messages(store)).toEqual(['Sticky'])
  })
})

describe('toast queue', () => {
  it('updates text in place without restarting the countdown', () => {
    const store = createToastStore()
    const id = store.warning('Try again in 2 min')
    vi.advanceTimersByTime(3000)
    expect(store.update(id, { message: 'Try again in 1 min' })).toBe(true)
    expect(messages(store)).toEqual(['Try again in 1 min'])
    vi.advanceTimersByTime(2000)
    expect(store.getSnapshot()).toHaveLength(0)
    expect(store.update(id, { message: 'gone' })).toBe(false)
  })

  it('restarts the countdown when an update sets a new duration', () => {
    const store = createToastStore()
    const id = store.warning('Wait')
    vi.advanceTimersByTime(4000)
    store.update(id, { duration: 5000 })
    vi.advanceTimersByTime(4999)
    expect(store.getSnapshot()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()).toHaveLength(0)
  })

  it('replaces a toast raised again with the same id instead of stacking', () => {
    const store = createToastStore()
    store.warning('first', { id: 'rate-limit' })
    store.warning('second', { id: 'rate-limit' })
    expect(messages(store)).toEqual(['second'])
  })

  it('tells subscribers about changes and stops after unsubscribe', () => {
    const store = createToastStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    const id = store.info('Hi')
    store.dismiss(id)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    store.info('Again')
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('dismisses one or all', () => {
    const store = createToastStore()
    const first = store.error('one')
    store.error('two')
    store.error('three')
    store.dismiss(first)
    expect(messages(store)).toEqual(['two', 'three'])
    store.dismissAll()
    expect(store.getSnapshot()).toEqual([])
  })

  it('keeps only the newest toasts when too many arrive', () => {
    const store = createToastStore()
    for (let index = 1; index <= TOAST_MAX_VISIBLE + 2; index++) store.info(`message ${index}`)
    expect(store.getSnapshot()).toHaveLength(TOAST_MAX_VISIBLE)
    expect(messages(store)[0]).toBe('message 3')
  })

  it('pauses the countdown and resumes with the time that was left', () => {
    const store = createToastStore()
    const id = store.error('Read me')
    vi.advanceTimersByTime(4000)
    store.pause(id)
    vi.advanceTimersByTime(60_000)
    expect(store.getSnapshot()).toHaveLength(1)
    store.resume(id)
    vi.advanceTimersByTime(999)
    expect(store.getSnapshot()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()).toHaveLength(0)
  })
})
