/**
 * The log-in page's ways in (SPEC §1, §4 "Login"), driven by the login machine: e-mail and
 * password (hashed before it leaves the page, SPEC §5), the wallet extension, and the OAuth
 * providers the server offers. A refused login is told by the RPC client's error policy and the
 * form keeps what was typed; after too many failed attempts (10429) the form says when it may
 * try again, counting down, and the button waits until then. A success closes what the refused
 * attempts toasted, loads the account and goes back to the page the visitor asked for
 * (`redirect`), or to the dashboard.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { fromPromise } from 'xstate'
import type { Session } from '../../../../contract'
import { loginMachine } from '../../../../machines/login/login.machine'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { hashPassword } from '../../../lib/password-hash'
import { formatWait } from '../../../lib/rate-limit-warning'
import { dismissFailureReports, rpc } from '../../../lib/rpc-client'
import { getInjectedProvider, signInWithWallet } from '../../../lib/siwe-wallet'
import { useCountdown } from '../../../components/ui/use-countdown'
import { useTouched } from '../auth/components/use-touched'
import { rateLimitedUntil } from '../auth/mail-cooldown'
import { afterLoginPath } from '../login-redirect'
import { checkLoginForm } from '../login-form-checks'
import { completeLogin } from '../session-link'
import { LoginOtherWays } from './login-other-ways'

export function LoginForm() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const search: { redirect?: unknown } = useSearch({ strict: false })
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { touch, shows, submit: markSubmitted } = useTouched<'email' | 'password'>()
  const [state, send] = useMachine(
    loginMachine.provide({
      actors: {
        logIn: fromPromise<Session, { email: string; passwordHash: string }>(async ({ input }) => {
          const session = await rpc('hub_login', { email: input.email, password: input.passwordHash })
          await completeLogin(session)
          return session
        }),
        logInWithWallet: fromPromise<Session>(async () => {
          const provider = getInjectedProvider()
          if (!provider) throw new Error('No wallet')
          const { nonce } = await rpc('hub_getSiweNonce', {})
          const proof = await signInWithWallet(provider, nonce)
          const session = await rpc('hub_metamaskRegister', proof)
          await completeLogin(session)
          return session
        }),
        startOauth: fromPromise<void, { provider: string }>(async ({ input }) => {
          const { authorizeUrl } = await rpc('hub_getOauthLoginUrl', { provider: input.provider })
          location.assign(authorizeUrl)
        }),
      },
      actions: {
        storeSession: () => {
          // The refused attempts' toasts ("Wrong e-mail or password") would outlive the success.
          dismissFailureReports()
          void navigate({ href: afterLoginPath(search.redirect), replace: true })
        },
      },
    }),
  )
  const busy = state.hasTag('busy')
  const errors = checkLoginForm(email, password)
  const secondsLeft = useCountdown(state.hasTag('failed') ? rateLimitedUntil(state.context.lastError) : null)
  const paused = secondsLeft > 0
  const wait = formatWait(secondsLeft * 1000)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    markSubmitted()
    if (errors.email || errors.password || paused) return
    send({ type: 'login.submit', email: email.trim(), passwordHash: hashPassword(password) })
  }

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
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
        <Button type="submit" loading={state.matches('submitting')} disabled={busy || paused} className="w-full">
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
        lastError={state.hasTag('failed') ? state.context.lastError : undefined}
        onWallet={() => send({ type: 'wallet.submit' })}
        onProvider={(provider) => send({ type: 'oauth.start', provider })}
      />
    </div>
  )
}
