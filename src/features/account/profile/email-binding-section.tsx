/**
 * The account's e-mail: the address and whether it is confirmed, and binding a new one (or the
 * first one, for accounts made by wallet or OAuth). Binding asks the server whether the address
 * is free (hub_preBindEmail), mails a code to it (hub_sendBindConfirmMail; another only after
 * its cooldown), and binds it with the code (hub_bindEmail), which also confirms it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { UserProfile } from '../../../../contract'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { rpc } from '../../../lib/rpc-client'
import { emailProblem, mailCodeProblem } from './profile-checks'
import { ProfileSection } from './profile-section'
import { recordProfile } from './record-profile'
import { serverErrorText } from './server-error-text'
import { useCountdown } from '../../../components/ui/use-countdown'

type Step =
  { name: 'shown' } | { name: 'address' } | { name: 'code'; email: string; nextSendAt: string | null; code: string }

export interface EmailBindingSectionProps {
  profile: UserProfile
  /** From the binding mail's link: the section opens ready to bind this address with this code. */
  link?: { email: string; code: string } | null
  /** Called once the link has been used or dismissed, so it can leave the address bar. */
  onLinkDone?(): void
}

export function EmailBindingSection({ profile, link = null, onLinkDone }: EmailBindingSectionProps) {
  const [step, setStep] = useState<Step>(() =>
    link ? { name: 'code', email: link.email, nextSendAt: null, code: link.code } : { name: 'shown' },
  )
  const [done, setDone] = useState(false)
  const finish = (bound: boolean) => {
    setDone(bound)
    setStep({ name: 'shown' })
    if (link) onLinkDone?.()
  }
  return (
    <ProfileSection title={<Trans>E-mail</Trans>}>
      <EmailStatus profile={profile} />
      {done && step.name === 'shown' && (
        <p role="status" className="mt-2 text-sm text-emerald-700 dark:text-emerald-400">
          <Trans>The e-mail address is bound and confirmed.</Trans>
        </p>
      )}
      {step.name === 'shown' && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => {
            setDone(false)
            setStep({ name: 'address' })
          }}
        >
          {profile.email ? <Trans>Change e-mail</Trans> : <Trans>Bind an e-mail</Trans>}
        </Button>
      )}
      {step.name === 'address' && (
        <AddressForm
          onSent={(email, nextSendAt) => setStep({ name: 'code', email, nextSendAt, code: '' })}
          onCancel={() => setStep({ name: 'shown' })}
        />
      )}
      {step.name === 'code' && (
        <CodeForm
          email={step.email}
          initialCode={step.code}
          nextSendAt={step.nextSendAt}
          onResent={(nextSendAt) => setStep({ ...step, nextSendAt })}
          onBound={() => finish(true)}
          onCancel={() => finish(false)}
        />
      )}
    </ProfileSection>
  )
}

function EmailStatus({ profile }: { profile: UserProfile }) {
  if (!profile.email)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>No e-mail address is bound to this account.</Trans>
      </p>
    )
  const confirmed = profile.mailStatus === 'confirmed'
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium break-all" data-testid="profile-email">
        {profile.email}
      </span>
      <Badge tone={confirmed ? 'success' : 'waiting'}>
        {confirmed ? <Trans>Confirmed</Trans> : <Trans>Not confirmed</Trans>}
      </Badge>
    </p>
  )
}

function AddressForm(props: { onSent(email: string, nextSendAt: string): void; onCancel(): void }) {
  const { t, i18n } = useLingui()
  const [email, setEmail] = useState('')
  const [touched, setTouched] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const problem = emailProblem(email)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTouched(true)
    if (problem) return
    setBusy(true)
    setServerError(null)
    try {
      const address = email.trim()
      const { available } = await rpc('hub_preBindEmail', { email: address })
      if (!available) {
        setServerError(t`This address belongs to another account. Choose another one.`)
        return
      }
      const sent = await rpc('hub_sendBindConfirmMail', { email: address })
      props.onSent(sent.email, sent.nextSendAt)
    } catch (failure) {
      setServerError(serverErrorText(failure))
    } finally {
      setBusy(false)
    }
  }

  const shown = serverError ?? (touched && problem ? i18n._(problem) : null)
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-3">
      <TextField
        label={t`New e-mail address`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value)
          setTouched(true)
          setServerError(null)
        }}
        error={shown}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          <Trans>Send a code</Trans>
        </Button>
        <Button variant="ghost" onClick={props.onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}

function CodeForm(props: {
  email: string
  initialCode: string
  nextSendAt: string | null
  onResent(nextSendAt: string): void
  onBound(): void
  onCancel(): void
}) {
  const { t, i18n } = useLingui()
  const [code, setCode] = useState(props.initialCode)
  const [touched, setTouched] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'bind' | 'resend' | null>(null)
  const wait = useCountdown(props.nextSendAt)
  const problem = mailCodeProblem(code)
  const email = props.email

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTouched(true)
    if (problem) return
    setBusy('bind')
    setServerError(null)
    try {
      await recordProfile(await rpc('hub_bindEmail', { email, code: code.trim() }))
      props.onBound()
    } catch (failure) {
      setServerError(serverErrorText(failure))
    } finally {
      setBusy(null)
    }
  }

  async function resend() {
    setBusy('resend')
    try {
      props.onResent((await rpc('hub_sendBindConfirmMail', { email })).nextSendAt)
    } catch {
      // The policy told the user (a 10429 with its countdown, or the server's reason).
    } finally {
      setBusy(null)
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-3">
      <p role="status" className="text-sm">
        {props.initialCode ? (
          <Trans>
            Bind <strong className="break-all">{email}</strong> to your account with the code from the e-mail.
          </Trans>
        ) : (
          <Trans>
            We sent a code to <strong className="break-all">{email}</strong>. Enter it here to bind the address.
          </Trans>
        )}
      </p>
      <TextField
        label={t`Code from the e-mail`}
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => {
          setCode(event.target.value)
          setTouched(true)
          setServerError(null)
        }}
        error={serverError ?? (touched && problem ? i18n._(problem) : null)}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" loading={busy === 'bind'} disabled={busy !== null}>
          <Trans>Bind e-mail</Trans>
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'resend'}
          disabled={busy !== null || wait > 0}
          onClick={() => void resend()}
        >
          {wait > 0 ? <Trans>Send again in {wait} s</Trans> : <Trans>Send again</Trans>}
        </Button>
        <Button variant="ghost" onClick={props.onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}
