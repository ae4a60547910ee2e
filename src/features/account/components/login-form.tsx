/**
 * The e-mail and password login (SPEC §4 "Login"), driven by the login machine: the password is
 * hashed before it leaves the page (SPEC §5), a refused login is told by the RPC client's error
 * policy, and a success loads the account before the dashboard opens.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { fromPromise } from 'xstate'
import type { Session } from '../../../../contract'
import { loginMachine } from '../../../../machines/login/login.machine'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { hashPassword } from '../../../lib/password-hash'
import { rpc } from '../../../lib/rpc-client'
import { checkLoginForm, type LoginFormErrors } from '../login-form-checks'
import { completeLogin } from '../session-link'

export function LoginForm() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [errors, setErrors] = useState<LoginFormErrors>({})
  const [state, send] = useMachine(
    loginMachine.provide({
      actors: {
        logIn: fromPromise<Session, { email: string; passwordHash: string }>(async ({ input }) => {
          const session = await rpc('hub_login', { email: input.email, password: input.passwordHash })
          await completeLogin(session)
          return session
        }),
      },
      actions: {
        storeSession: () => void navigate({ to: '/rpc/endpoint' }),
      },
    }),
  )
  const busy = state.hasTag('busy')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '').trim()
    const password = String(form.get('password') ?? '')
    const found = checkLoginForm(email, password)
    setErrors(found)
    if (found.email || found.password) return
    send({ type: 'login.submit', email, passwordHash: hashPassword(password) })
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email ? i18n._(errors.email) : null}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password ? i18n._(errors.password) : null}
      />
      <Button type="submit" loading={busy} className="w-full">
        <Trans>Log in</Trans>
      </Button>
    </form>
  )
}
