// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyText } from './clipboard'

function useClipboardApi(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true })
}

/** happy-dom has no execCommand; this stands in for the browser's and records what was selected. */
function useExecCommand(result: boolean) {
  const copied: string[] = []
  const execCommand = vi.fn((command: string) => {
    const active = document.activeElement
    if (command === 'copy' && active instanceof HTMLTextAreaElement) copied.push(active.value)
    return result
  })
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
  return { execCommand, copied }
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand')
  useClipboardApi(undefined)
})

describe('copyText', () => {
  it('uses the Clipboard API when there is one', async () => {
    const writeText = vi.fn(async () => {})
    useClipboardApi(writeText)
    const { execCommand } = useExecCommand(true)
    await expect(copyText('sk_live_123')).resolves.toBe(true)
    expect(writeText).toHaveBeenCalledWith('sk_live_123')
    expect(execCommand).not.toHaveBeenCalled()
  })

  it('falls back to a hidden textarea when the API is missing, and cleans up', async () => {
    useClipboardApi(undefined)
    const { execCommand, copied } = useExecCommand(true)
    const button = document.createElement('button')
    document.body.append(button)
    button.focus()
    await expect(copyText('0xabc')).resolves.toBe(true)
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(copied).toEqual(['0xabc'])
    expect(document.querySelector('textarea')).toBeNull()
    expect(document.activeElement).toBe(button)
    button.remove()
  })

  it('falls back when the API refuses', async () => {
    useClipboardApi(vi.fn(async () => Promise.reject(new Error('NotAllowedError'))))
    const { copied } = useExecCommand(true)
    await expect(copyText('https://rpc.example/v1/key')).resolves.toBe(true)
    expect(copied).toEqual(['https://rpc.example/v1/key'])
  })

  it('reports failure when neither way works', async () => {
    useClipboardApi(undefined)
    await expect(copyText('x')).resolves.toBe(false)
    useExecCommand(false)
    await expect(copyText('x')).resolves.toBe(false)
  })
})
