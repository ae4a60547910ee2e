/**
 * The log-in page's ways in (SPEC §1, §4 "Login"), driven by the login machine: e-mail and
 * password (hashed before it leaves the page, SPEC §5), the wallet extension, and the OAuth
 * providers the server offers. A refused login is told by the RPC client's error policy and the
 * form keeps what was typed; after too many failed attempts (10429) the form says when it may
 * try again, counting down, and the button waits until then. A success closes what the refused
 * attempts toasted, loads the account and goes back to the page the visitor asked for
 * (`redirect`), or to the dashboard.
 *
 * The machine and its calls arrive when the visitor first touches the form (use-login-driver.ts):
 * the form itself is all a first visit downloads.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { formatWait } from '../../../lib/rate-limit-warning'
import { useCountdown } from '../../../components/ui/use-countdown'
import { useTouched } from '../auth/components/use-touched'
import { afterLoginPath } from '../login-redirect'
import { checkLoginForm } from '../login-form-checks'
import { LoginOtherWays } from './login-other-ways'
import { useLoginDriver } from './use-login-driver'

export function LoginForm() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const search: { redirect?: unknown } = useSearch({ strict: false })
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { touch, shows, submit: markSubmitted } = useTouched<'email' | 'password'>()
  const login = useLoginDriver(() => void navigate({ href: afterLoginPath(search.redirect), replace: true }))
  const { busy, submitting, retryAt, walletProblem } = login.view
  // Sent before the machine has arrived: the button waits with it, so a second press cannot
  // queue a second attempt that the machine, busy with the first, would drop.
  const [sending, setSending] = useState(false)
  const errors = checkLoginForm(email, password)
  const secondsLeft = useCountdown(retryAt)
  const paused = secondsLeft > 0
  const wait = formatWait(secondsLeft * 1000)
  // A chunk that cannot arrive is the chunk-load guard's to deal with (it hears Vite's event).
  const driver = () => login.load().catch(() => null)
  const prepare = () => void driver()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    markSubmitted()
    if (errors.email || errors.password || paused || sending) return
    setSending(true)
    const started = await driver()
    setSending(false)
    started?.submit(email.trim(), password)
  }

  return (
    <div className="space-y-6" onFocus={prepare} onPointerDown={prepare}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-busy={busy || sending}>
        <TextField
          label={t`E-mail`}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => touch('email')}
          error={shows('email') && errors.email ? i18n._(errors.email) : null}
        />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => touch('password')}
          error={shows('password') && errors.password ? i18n._(errors.password) : null}
        />
        <Button type="submit" loading={submitting || sending} disabled={busy || sending || paused} className="w-full">
          <Trans>Log in</Trans>
        </Button>
        {paused && (
          <p role="status" className="text-sm text-amber-700 dark:text-amber-300" data-testid="login-paused">
            <Trans>Logging in is paused after too many attempts. You can try again in {wait}.</Trans>
          </p>
        )}
      </form>
      <LoginOtherWays
        busy={busy}
        walletProblem={walletProblem}
        onWallet={async () => (await driver())?.wallet() ?? true}
        onProvider={(provider) => void driver().then((started) => started?.oauth(provider))}
      />
    </div>
  )
}
