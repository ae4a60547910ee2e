/**
 * The password. The page never takes a new password itself: a link is mailed to the account's
 * own address, and the password is set on the page the link opens (so only whoever reads that
 * mailbox can change it). An account made by wallet or OAuth has none yet (isNoPassword): it is
 * offered "Set a password" (hub_noPassword), which needs a bound e-mail.
 */
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { MailSent, UserProfile } from '../../../../contract'
import { Button } from '../../../components/ui/button'
import { rpc } from '../../../lib/rpc-client'
import { ProfileSection } from './profile-section'
import { serverErrorText } from './server-error-text'
import { useCountdown } from '../../../components/ui/use-countdown'

export function PasswordSection({ profile }: { profile: UserProfile }) {
  const [sent, setSent] = useState<MailSent | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const wait = useCountdown(sent?.nextSendAt ?? null)
  const email = profile.email

  async function sendLink() {
    if (!email) return
    setBusy(true)
    setError(null)
    try {
      setSent(
        profile.isNoPassword ? await rpc('hub_noPassword', {}) : await rpc('hub_sendResetPasswordMail', { email }),
      )
    } catch (failure) {
      setError(serverErrorText(failure))
    } finally {
      setBusy(false)
    }
  }

  const sentTo = sent?.email ?? ''
  return (
    <ProfileSection
      title={<Trans>Password</Trans>}
      description={
        profile.isNoPassword ? (
          <Trans>This account has no password yet. Set one to also log in with your e-mail address.</Trans>
        ) : (
          <Trans>We mail you a link to change your password.</Trans>
        )
      }
    >
      {!email ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>Bind an e-mail address first: the link to set a password is sent there.</Trans>
        </p>
      ) : (
        <Button variant="secondary" size="sm" loading={busy} disabled={wait > 0} onClick={() => void sendLink()}>
          {wait > 0 ? (
            <Trans>Send again in {wait} s</Trans>
          ) : profile.isNoPassword ? (
            <Trans>Set a password</Trans>
          ) : (
            <Trans>Change password</Trans>
          )}
        </Button>
      )}
      {sent && (
        <p role="status" className="mt-3 text-sm text-emerald-700 dark:text-emerald-400">
          <Trans>
            We sent a link to <strong className="break-all">{sentTo}</strong>. Open it to choose your password.
          </Trans>
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </ProfileSection>
  )
}
