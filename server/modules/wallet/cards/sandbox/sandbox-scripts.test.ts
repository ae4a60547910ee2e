import { readFileSync } from 'node:fs'
import { Window } from 'happy-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { cardFieldPage, challengePage } from './sandbox-pages'

// The pages' scripts run in happy-dom as the app's iframe would run them: the parent is a stub
// that records what the page posts, and the sandbox's API is a stub `fetch`.
const ORIGIN = 'http://localhost:8080'

interface Page {
  window: Window
  posted: unknown[]
  requests: { url: string; body: Record<string, unknown> }[]
  parent: { postMessage(message: unknown, origin: string): void }
}

const pages: Window[] = []
afterEach(async () => {
  for (const window of pages.splice(0)) await window.happyDOM.close()
})

function open(html: string, script: string, answer: object): Page {
  const window = new Window({
    url: `${ORIGIN}/sandbox/page`,
    settings: {
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      navigation: { disableMainFrameNavigation: true },
    },
  })
  pages.push(window)
  const page: Page = { window, posted: [], requests: [], parent: { postMessage: () => undefined } }
  page.parent = {
    postMessage: (message, origin) => {
      expect(origin).toBe(ORIGIN)
      page.posted.push(message)
    },
  }
  Object.defineProperty(window, 'parent', { value: page.parent, configurable: true })
  Object.defineProperty(window, 'fetch', {
    value: async (url: string, init: { body: string }) => {
      page.requests.push({ url, body: JSON.parse(init.body) })
      return { json: async () => answer }
    },
  })
  window.document.write(html)
  window.eval(readFileSync(new URL(`./assets/${script}`, import.meta.url), 'utf8'))
  return page
}

function type(page: Page, id: string, value: string) {
  const input = page.window.document.getElementById(id) as unknown as {
    value: string
    dispatchEvent(event: unknown): void
  }
  input.value = value
  input.dispatchEvent(new page.window.Event('input', { bubbles: true }))
}

function send(page: Page, data: object, origin = ORIGIN) {
  page.window.dispatchEvent(new page.window.MessageEvent('message', { data, origin, source: page.parent as never }))
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

describe("the card field's script", () => {
  const field = (answer: object) => open(cardFieldPage({ lang: 'en', theme: null }), 'card-field.js', answer)

  it('says it is ready, reports when the card is complete, and confirms with what was typed', async () => {
    const page = field({ status: 'succeeded', paymentMethodId: 'pm_1' })
    expect(page.posted[0]).toEqual({ type: 'ready' })

    type(page, 'card-number', '4242424242424242')
    type(page, 'card-expiry', '1234')
    type(page, 'card-cvc', '123')
    expect(page.posted.at(-1)).toEqual({ type: 'change', complete: true, empty: false })

    send(page, { type: 'confirm', clientSecret: 'pi_1_secret_2' })
    await settled()

    expect(page.requests).toEqual([
      {
        url: '/sandbox/api/confirm',
        body: {
          clientSecret: 'pi_1_secret_2',
          number: '4242424242424242',
          expMonth: 12,
          expYear: 2034,
          cvc: '123',
          name: '',
          lang: 'en',
        },
      },
    ])
    expect(page.posted.at(-1)).toEqual({ type: 'result', status: 'succeeded', paymentMethodId: 'pm_1' })
  })

  it('shows a refusal under the field and stays usable', async () => {
    const page = field({ status: 'failed', error: { code: 'card_declined', message: 'Your card was declined.' } })
    send(page, { type: 'confirm', clientSecret: 'pi_1_secret_2' })
    await settled()
    const document = page.window.document
    expect(document.getElementById('card-error')?.textContent).toBe('Your card was declined.')
    expect((document.getElementById('card-number') as unknown as { disabled: boolean }).disabled).toBe(false)
    expect(page.posted.at(-1)).toMatchObject({ type: 'result', status: 'failed', error: { code: 'card_declined' } })
  })

  it('ignores messages from another origin', async () => {
    const page = field({ status: 'succeeded' })
    send(page, { type: 'confirm', clientSecret: 'pi_1_secret_2' }, 'https://evil.example')
    await settled()
    expect(page.requests).toEqual([])
  })
})

describe("the 3-D Secure page's script", () => {
  const NOT_ENDED = { succeeded: false, code: 'unexpected_state' }

  it('approves and tells the app the result', async () => {
    const html = challengePage(
      { lang: 'en', theme: null },
      { clientSecret: 'pi_1_secret_2', amount: '49.00', waiting: true, ended: NOT_ENDED },
    )
    const page = open(html, 'challenge.js', { status: 'succeeded', paymentMethodId: 'pm_1' })
    ;(page.window.document.getElementById('approve') as unknown as { click(): void }).click()
    await settled()
    expect(page.requests).toEqual([
      { url: '/sandbox/api/authenticate', body: { clientSecret: 'pi_1_secret_2', approve: true, lang: 'en' } },
    ])
    expect(page.posted.at(-1)).toEqual({ type: 'result', status: 'succeeded', paymentMethodId: 'pm_1' })
  })

  it('opened again after the answer, tells the app how it ended', async () => {
    const look = { lang: 'en', theme: null } as const
    const intent = { clientSecret: 'pi_1_secret_2', amount: '49.00', waiting: false }
    const approved = open(challengePage(look, { ...intent, ended: { succeeded: true, code: '' } }), 'challenge.js', {})
    const refused = open(
      challengePage(look, { ...intent, ended: { succeeded: false, code: 'authentication_failed' } }),
      'challenge.js',
      {},
    )
    expect(approved.posted).toEqual([{ type: 'result', status: 'succeeded' }])
    expect(refused.posted).toEqual([
      { type: 'result', status: 'failed', error: { code: 'authentication_failed', message: expect.any(String) } },
    ])
    expect(approved.requests).toEqual([])
  })
})

describe('the controls of both pages', () => {
  const look = { lang: 'en', theme: null } as const
  const waitingChallenge = challengePage(look, {
    clientSecret: 'pi_1_secret_2',
    amount: '49.00',
    waiting: true,
    ended: { succeeded: false, code: 'unexpected_state' },
  })
  const PAGES = [
    {
      name: 'card field',
      html: cardFieldPage(look),
      script: 'card-field.js',
      ids: ['card-number', 'card-expiry', 'card-cvc', 'card-name'],
    },
    { name: '3-D Secure page', html: waitingChallenge, script: 'challenge.js', ids: ['approve', 'fail'] },
  ]

  /** Whether each control is disabled, in the page as served and once its script has run. */
  function disabledOf(window: Window, ids: string[]): boolean[] {
    return ids.map((id) => (window.document.getElementById(id) as unknown as { disabled: boolean }).disabled)
  }

  it.each(PAGES)(
    '$name: disabled until its script runs, so nothing is typed or clicked unheard',
    ({ html, script, ids }) => {
      const served = new Window({ settings: { disableJavaScriptEvaluation: true, disableCSSFileLoading: true } })
      pages.push(served)
      served.document.write(html)
      expect(disabledOf(served, ids)).toEqual(ids.map(() => true))
      expect(disabledOf(open(html, script, {}).window, ids)).toEqual(ids.map(() => false))
    },
  )
})
