/**
 * /reset-password/checking and /set-password/checking: the mailed code is checked quietly
 * (SPEC §8 status checks); a valid one moves on to the page that sets the password, anything
 * else is told with its next step. Both flows share this; only the words and targets differ.
 */
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { CodeStatus } from '../../../../../contract/statuses'
import { Button } from '../../../../components/ui/button'
import { Spinner } from '../../../../components/ui/spinner'
import { rpc } from '../../../../lib/rpc-client'
import type { MailLinkKind } from '../code-status'
import { Notice } from './auth-page'
import { UnusableLink } from './unusable-link'

export type PasswordFlow = Extract<MailLinkKind, 'passwordReset' | 'passwordSet'>

type Checked = { status: CodeStatus; email: string | null } | 'failed' | null

export function PasswordCodeCheck({ flow, code }: { flow: PasswordFlow; code: string | null }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [checked, setChecked] = useState<Checked>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (code === null) return
    let current = true
    rpc('hub_passwordResetCodeStatus', { code }, { hideError: true }).then(
      (result) => {
        if (!current) return
        if (result.status !== 'valid') setChecked(result)
        else if (flow === 'passwordReset') void navigate({ to: '/reset-password/set', search: { code }, replace: true })
        else void navigate({ to: '/set-password/set', search: { code }, replace: true })
      },
      () => current && setChecked('failed'),
    )
    return () => {
      current = false
    }
  }, [code, flow, attempt, navigate])

  if (code === null) return <UnusableLink kind={flow} status="invalid" email={null} />
  if (checked === 'failed') {
    return (
      <div className="space-y-4">
        <Notice tone="warning" title={t`We could not check your link just now`} />
        <Button
          onClick={() => {
            setChecked(null)
            setAttempt((value) => value + 1)
          }}
          className="w-full"
        >
          {t`Try again`}
        </Button>
      </div>
    )
  }
  if (checked && checked.status !== 'valid') {
    return <UnusableLink kind={flow} status={checked.status} email={checked.email} />
  }
  const text = t`Checking your link…`
  return (
    <div className="flex items-center gap-2 text-sm">
      <Spinner className="size-4" label={text} />
      <span aria-hidden="true">{text}</span>
    </div>
  )
}
