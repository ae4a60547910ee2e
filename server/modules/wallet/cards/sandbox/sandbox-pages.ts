/**
 * The sandbox's HTML: the card field the app embeds in an iframe (as Stripe Elements), the bank's
 * 3-D Secure page, and the receipt. Plain HTML with every value escaped, a linked stylesheet and
 * script (the CSP allows no inline script or style), labelled inputs, and `?theme=dark|light`
 * (absent: the system's) so the field matches the app's dark mode.
 */
import { ASSETS_PATH } from './sandbox-paths'
import { sandboxText, type SandboxLang } from './sandbox-text'

export interface PageLook {
  lang: SandboxLang
  theme: 'dark' | 'light' | null
}

/**
 * The card field: number, expiry, CVC, name. The app's button confirms it (postMessage `confirm`);
 * the hidden submit button only lets Enter submit the form, which asks the app to confirm. The
 * inputs start disabled and its script enables them: what is typed before the script runs would
 * miss its formatting and its `change` message (the app would never see the card complete).
 */
export function cardFieldPage(look: PageLook): string {
  const t = sandboxText(look.lang)
  return page(
    look,
    t.fieldTitle,
    'card-field.js',
    `
<form id="card-form" class="field" novalidate aria-label="${escape(t.fieldTitle)}" aria-describedby="sandbox-note">
  <p id="sandbox-note" class="note">${escape(t.sandboxNote)}</p>
  <label for="card-number">${escape(t.number)}</label>
  <input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23"
    placeholder="1234 1234 1234 1234" required disabled aria-describedby="card-error">
  <div class="row">
    <div>
      <label for="card-expiry">${escape(t.expiry)}</label>
      <input id="card-expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="7"
        placeholder="MM / YY" required disabled aria-describedby="card-error">
    </div>
    <div>
      <label for="card-cvc">${escape(t.cvc)}</label>
      <input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4"
        placeholder="123" required disabled aria-describedby="card-error">
    </div>
  </div>
  <label for="card-name">${escape(t.name)}</label>
  <input id="card-name" name="name" autocomplete="cc-name" maxlength="100" disabled>
  <p id="card-error" class="error" role="alert" aria-live="assertive"></p>
  <button type="submit" class="visually-hidden" tabindex="-1" aria-hidden="true">OK</button>
</form>`,
  )
}

/**
 * The bank's page: approve or fail the 3-D Secure challenge of one intent. An intent no longer
 * waiting (a reload after the answer) shows so, and its script tells the app how it ended. The
 * buttons start disabled and its script enables them: a click before the script runs would do
 * nothing, and the customer would wait for an answer that never comes.
 */
export function challengePage(
  look: PageLook,
  intent: {
    clientSecret: string
    amount: string | null
    waiting: boolean
    ended: { succeeded: boolean; code: string }
  },
): string {
  const t = sandboxText(look.lang)
  const body = intent.waiting
    ? `<p>${escape(intent.amount === null ? t.setupIntro : t.challengeIntro)}</p>
${intent.amount === null ? '' : `<p class="amount">${escape(t.amount)}: <strong>$${escape(intent.amount)}</strong></p>`}
<div class="actions" id="challenge" data-client-secret="${escape(intent.clientSecret)}" data-lang="${look.lang}">
  <button type="button" id="approve" class="primary" disabled>${escape(t.approve)}</button>
  <button type="button" id="fail" disabled>${escape(t.fail)}</button>
</div>
<p id="challenge-result" role="status" aria-live="polite"></p>`
    : `<p role="status" id="challenge-ended" data-status="${intent.ended.succeeded ? 'succeeded' : 'failed'}"
  data-code="${escape(intent.ended.code)}">${escape(t.notWaiting)}</p>`
  return page(
    look,
    t.challengeTitle,
    'challenge.js',
    `<main class="challenge"><h1>${escape(t.challengeTitle)}</h1>${body}</main>`,
  )
}

/** A paid payment's receipt. */
export function receiptPage(
  look: PageLook,
  receipt: { amount: string; card: string; paidAt: Date; reference: string },
): string {
  const t = sandboxText(look.lang)
  return page(
    look,
    t.receiptTitle,
    null,
    `<main class="receipt">
<h1>${escape(t.receiptTitle)}</h1>
<dl>
  <dt>${escape(t.amount)}</dt><dd>$${escape(receipt.amount)} USD · ${escape(t.paid)}</dd>
  <dt>${escape(t.card)}</dt><dd>${escape(receipt.card)}</dd>
  <dt>${escape(t.date)}</dt><dd>${escape(receipt.paidAt.toISOString())}</dd>
  <dt>${escape(t.reference)}</dt><dd>${escape(receipt.reference)}</dd>
</dl>
<p class="note">${escape(t.receiptNote)}</p>
</main>`,
  )
}

function page(look: PageLook, title: string, script: string | null, body: string): string {
  const theme = look.theme ? ` class="${look.theme}"` : ''
  return `<!doctype html>
<html lang="${look.lang}"${theme}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="${ASSETS_PATH}/sandbox.css">
${script ? `<script src="${ASSETS_PATH}/${script}" defer></script>` : ''}
</head>
<body>
${body}
</body>
</html>
`
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
