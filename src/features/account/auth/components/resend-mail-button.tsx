/**
 * "Send the e-mail again", with the server's cooldown as a live countdown on the button: the wait
 * starts from the answer's `nextSendAt` (or a 10429's `attemptsExpireAt`) and survives a reload
 * (mail-cooldown.ts). The RPC error policy tells the person about a refusal.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { MailSent } from '../../../../../contract'
import { Button } from '../../../../components/ui/button'
import { formatWait } from '../../../../lib/rate-limit-warning'
import { rateLimitedUntil, rememberCooldown, rememberedCooldown, type MailKind } from '../mail-cooldown'
import { useCountdown } from '../../../../components/ui/use-countdown'

export interface ResendMailButtonProps {
  kind: MailKind
  email: string
  send(): Promise<MailSent>
  label?: string
}

export function ResendMailButton({ kind, email, send, label }: ResendMailButtonProps) {
  const { t } = useLingui()
  const [until, setUntil] = useState(() => rememberedCooldown(kind, email))
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const wait = useCountdown(until)
  const waitText = formatWait(wait * 1000)

  async function resend() {
    setBusy(true)
    setSentTo(null)
    try {
      const sent = await send()
      const next = Date.parse(sent.nextSendAt)
      rememberCooldown(kind, email, next)
      setUntil(next)
      setSentTo(sent.email)
    } catch (error) {
      const next = rateLimitedUntil(error)
      if (next !== null) {
        rememberCooldown(kind, email, next)
        setUntil(next)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={() => void resend()} loading={busy} disabled={wait > 0} className="w-full">
        {wait > 0 ? <Trans>Send again in {waitText}</Trans> : (label ?? t`Send the e-mail again`)}
      </Button>
      <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
        {sentTo && <Trans>A new e-mail is on its way to {sentTo}.</Trans>}
      </p>
    </div>
  )
}
