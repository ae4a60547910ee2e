/**
 * The sandbox processor's card field (server/modules/wallet/cards/sandbox): its own page on this
 * server in an iframe, talking to the app by postMessage, as Stripe Elements does. The one file
 * that knows the wire (server/modules/wallet/cards/sandbox/assets/card-field.js, challenge.js):
 *
 * - the field page (`fieldUrl?lang=en|zh&theme=light|dark`) says `ready`, `change { complete }`,
 *   `submit` (Enter in the field), `resize { height }` and, once it has sent the card,
 *   `result { status, error?, nextActionUrl? }`;
 * - the app sends it `confirm { clientSecret }`;
 * - on `requires_action` the field page itself goes to the bank's 3-D Secure page, which answers
 *   `result { status: 'succeeded' | 'failed', error? }` from the same frame; a saved card's 3-D
 *   Secure page (`nextActionUrl`) is shown in a frame of its own and answers the same way.
 *
 * Messages count only from our origin and from the frame we made.
 */
import type { CardFailureError, NewCardOutcome } from '../../../../../machines/deposit/card-deposit.types'
import { failureOfCode } from '../../../../lib/card-failure'
import type { CardFieldAdapter, CardFieldMount, ChallengeMount } from '../../../../components/payments/card-port'

/** The field's own refusals of what was typed: it shows why, and the customer corrects it. */
const TYPING_ERRORS = new Set(['incorrect_number', 'invalid_expiry', 'expired_card', 'invalid_cvc', 'test_cards_only'])

interface SandboxResult {
  type: 'result'
  status: 'succeeded' | 'processing' | 'requires_action' | 'failed'
  error?: { code?: string; message?: string } | null
  nextActionUrl?: string | null
}

type SandboxMessage =
  | { type: 'ready' }
  | { type: 'change'; complete: boolean }
  | { type: 'submit' }
  | { type: 'resize'; height: number }
  | SandboxResult

export const sandboxCardField: CardFieldAdapter = {
  mount(container, options: CardFieldMount) {
    const frame = createFrame(options.title, withLook(options.field.fieldUrl ?? ''), 'card-field-frame')
    container.replaceChildren(frame)
    let waiting: ((result: SandboxResult) => void) | null = null
    const stop = listen(frame, (message) => {
      if (message.type === 'ready') options.onChange({ ready: true, complete: false })
      else if (message.type === 'change') options.onChange({ ready: true, complete: message.complete })
      else if (message.type === 'submit') options.onSubmit?.()
      else if (message.type === 'resize') frame.style.height = `${Math.max(160, message.height)}px`
      else if (message.type === 'result') {
        const settle = waiting
        waiting = null
        settle?.(message)
      }
    })
    const nextResult = () => new Promise<SandboxResult>((resolve) => (waiting = resolve))

    return {
      async confirm(): Promise<NewCardOutcome> {
        const answer = nextResult()
        frame.contentWindow?.postMessage({ type: 'confirm', clientSecret: options.order.clientSecret }, location.origin)
        const result = await answer
        if (result.status === 'succeeded') return { status: 'paid' }
        if (result.status === 'processing') return { status: 'pending' }
        if (result.status === 'requires_action')
          return { status: 'requires_action', nextActionUrl: result.nextActionUrl ?? null }
        const code = result.error?.code ?? ''
        if (TYPING_ERRORS.has(code)) return { status: 'incomplete' }
        throw refusal(code)
      },
      async authenticate(signal: AbortSignal) {
        return challengeOutcome(nextResult(), signal)
      },
      destroy() {
        stop()
        waiting = null
        frame.remove()
      },
    }
  },

  async authenticate(container, options: ChallengeMount) {
    const { order, signal } = options
    if (!order.nextActionUrl) throw { cardFailure: 'other' } satisfies CardFailureError
    const frame = createFrame(options.title, withLook(order.nextActionUrl), 'three-d-secure-frame')
    frame.style.height = '24rem'
    container.replaceChildren(frame)
    let stop = () => {}
    const result = new Promise<SandboxResult>((resolve) => {
      stop = listen(frame, (message) => {
        if (message.type === 'resize') frame.style.height = `${Math.max(384, message.height)}px`
        if (message.type === 'result') resolve(message)
      })
    })
    try {
      return await challengeOutcome(result, signal)
    } finally {
      stop()
      frame.remove()
    }
  },
}

/** The bank's answer: approved, failed, or another refusal; a cancelled step rejects. */
async function challengeOutcome(result: Promise<SandboxResult>, signal: AbortSignal): Promise<'succeeded' | 'failed'> {
  const aborted = new Promise<never>((_, reject) => {
    const cancel = () => reject({ cardFailure: 'other' } satisfies CardFailureError)
    if (signal.aborted) cancel()
    signal.addEventListener('abort', cancel, { once: true })
  })
  // Handled here too, so an abort after the answer is no unhandled rejection.
  aborted.catch(() => {})
  const answer = await Promise.race([result, aborted])
  if (answer.status === 'succeeded' || answer.status === 'processing') return 'succeeded'
  const code = answer.error?.code ?? 'authentication_failed'
  if (code === 'authentication_failed') return 'failed'
  throw refusal(code)
}

function refusal(code: string): CardFailureError {
  return { cardFailure: failureOfCode(code) }
}

function createFrame(title: string, src: string, testId: string): HTMLIFrameElement {
  const frame = document.createElement('iframe')
  frame.title = title
  frame.src = src
  frame.dataset['testid'] = testId
  frame.className = 'block h-40 w-full rounded-md border-0 bg-transparent'
  return frame
}

/** A same-origin page of the sandbox, in the reader's language and theme. */
function withLook(path: string): string {
  const url = new URL(path, location.origin)
  url.searchParams.set('lang', document.documentElement.lang.startsWith('zh') ? 'zh' : 'en')
  url.searchParams.set('theme', document.documentElement.classList.contains('dark') ? 'dark' : 'light')
  return `${url.pathname}${url.search}`
}

/** Messages from this frame only, from this origin only (the sandbox is served by our server). */
function listen(frame: HTMLIFrameElement, handle: (message: SandboxMessage) => void): () => void {
  const receive = (event: MessageEvent) => {
    if (event.origin !== location.origin || event.source !== frame.contentWindow) return
    const data = event.data as Partial<SandboxMessage> | null
    if (data && typeof data.type === 'string') handle(data as SandboxMessage)
  }
  window.addEventListener('message', receive)
  return () => window.removeEventListener('message', receive)
}
