import { describe, expect, it } from 'vitest'
import { createTabChannel } from './tab-channel'

describe('tab channels', () => {
  it("carry a message to the other tabs' listeners, not back to the sender", async () => {
    const sender = createTabChannel<{ id: number }>('test-tabs')
    const receiver = createTabChannel<{ id: number }>('test-tabs')
    const heard: number[] = []
    const echoed: number[] = []
    receiver.subscribe((message) => heard.push(message.id))
    sender.subscribe((message) => echoed.push(message.id))

    sender.post({ id: 7 })
    await expect.poll(() => heard).toEqual([7])

    expect(echoed).toEqual([])
    sender.close()
    receiver.close()
  })
})
