import { describe, expect, it } from 'vitest'
import type { Notice } from './notice-types'
import { isSocketNoticeFrame, toSocketNoticeFrame } from './socket-messages'

const notice: Notice = {
  id: 41,
  type: 'deposit',
  title: 'Deposit received',
  content: '100 USDT credited',
  createdAt: '2026-11-22T09:30:00.000Z',
  read: false,
  expand: {
    coinAmount: '100',
    coin: 'USDT',
    usdAmount: '100.00',
    timeStamp: '2026-11-22T09:29:00.000Z',
  },
}

describe('socket notice frames', () => {
  it('carry params of type message with the notice, less its read flag, as the body', () => {
    const frame = toSocketNoticeFrame(notice)
    expect(frame).toEqual({
      params: {
        type: 'message',
        body: {
          id: 41,
          type: 'deposit',
          title: 'Deposit received',
          content: '100 USDT credited',
          createdAt: '2026-11-22T09:30:00.000Z',
          expand: notice.expand,
        },
      },
    })
    expect(isSocketNoticeFrame(JSON.parse(JSON.stringify(frame)))).toBe(true)
  })

  it('are told apart from anything else on the socket', () => {
    expect(isSocketNoticeFrame(null)).toBe(false)
    expect(isSocketNoticeFrame({ params: { type: 'ping' } })).toBe(false)
    expect(isSocketNoticeFrame({ params: { type: 'message', body: { type: 'deposit' } } })).toBe(false)
    expect(isSocketNoticeFrame([])).toBe(false)
  })
})
