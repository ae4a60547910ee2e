/**
 * /email-confirm?code=: checks the link's code first (quietly, SPEC §8), tells a used, expired or
 * invalid link apart with its next step, and otherwise confirms the address, which signs in:
 * the session is completed like a login, the register-confirm cookie cleared, and an account that
 * has not finished setting up goes to /first-login (the access guard would send it there too).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { CodeStatus } from '../../../../../contract/statuses'
import { Button } from '../../../../components/ui/button'
import { Spinner } from '../../../../components/ui/spinner'
import { rpc } from '../../../../lib/rpc-client'
import { completeLogin } from '../../session-link'
import { refusedCodeStatus } from '../code-status'
import { clearRegisterConfirm } from '../register-confirm-cookie'
import { Notice } from './auth-page'
import { UnusableLink } from './unusable-link'

type Outcome =
  | { kind: 'confirmed'; initialized: boolean }
  | { kind: 'unusable'; status: Exclude<CodeStatus, 'valid'>; email: string | null }
  | { kind: 'failed' }

export function EmailConfirmPanel({ code }: { code: string | null }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [attempt, setAttempt] = useState(0)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  useEffect(() => {
    if (code === null) return
    let current = true
    void confirmOnce(code, attempt).then((result) => {
      if (!current) return
      setOutcome(result)
      if (result.kind === 'confirmed') void navigate({ to: result.initialized ? '/rpc/endpoint' : '/first-login' })
    })
    return () => {
      current = false
    }
  }, [code, attempt, navigate])

  if (code === null) return <UnusableLink kind="emailConfirm" status="invalid" email={null} />
  if (outcome?.kind === 'unusable')
    return <UnusableLink kind="emailConfirm" status={outcome.status} email={outcome.email} />
  if (outcome?.kind === 'failed') {
    return (
      <div className="space-y-4">
        <Notice tone="warning" title={t`We could not confirm your e-mail just now`}>
          <p>
            <Trans>Check your connection and try again.</Trans>
          </p>
        </Notice>
        <Button onClick={() => setAttempt((value) => value + 1)} className="w-full">
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  const text =
    outcome?.kind === 'confirmed' ? t`Your e-mail is confirmed. Signing you in…` : t`Checking your confirmation link…`
  return (
    <div className="flex items-center gap-2 text-sm">
      <Spinner className="size-4" label={text} />
      <span aria-hidden="true">{text}</span>
    </div>
  )
}

// One confirmation per code and attempt, whatever React does with effects (StrictMode runs them
// twice): a code works once, so a second call would report the link as used.
const confirmations = new Map<string, Promise<Outcome>>()

function confirmOnce(code: string, attempt: number): Promise<Outcome> {
  const key = `${attempt}:${code}`
  let running = confirmations.get(key)
  if (!running) {
    running = confirm(code)
    confirmations.set(key, running)
  }
  return running
}

async function confirm(code: string): Promise<Outcome> {
  try {
    const { status, email } = await rpc('hub_checkEmailConfirmCodeStatus', { code }, { hideError: true })
    if (status !== 'valid') return { kind: 'unusable', status, email }
    const session = await rpc('hub_emailConfirm', { code }, { hideError: true })
    clearRegisterConfirm()
    await completeLogin(session)
    return { kind: 'confirmed', initialized: session.user.initialized }
  } catch (error) {
    const status = refusedCodeStatus(error)
    return status ? { kind: 'unusable', status, email: null } : { kind: 'failed' }
  }
}
