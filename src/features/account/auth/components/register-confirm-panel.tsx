/**
 * /register-confirm: where the confirmation mail went (the register-confirm cookie, else the
 * signed-in account's unconfirmed address), a re-send with its cooldown, and a way to register
 * with another address. Without either address there is nothing to confirm: it says so and
 * points to registration and login.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { rpc } from '../../../../lib/rpc-client'
import { useView } from '../../../../store/use-view'
import { profileProjection } from '../../profile.projection'
import { readRegisterConfirm } from '../register-confirm-cookie'
import { LINK_CLASS, Notice } from './auth-page'
import { ResendMailButton } from './resend-mail-button'

export function RegisterConfirmPanel() {
  const { t } = useLingui()
  const profile = useView(profileProjection)?.state
  const email =
    readRegisterConfirm() ?? (profile?.mailStatus === 'unconfirmed' && profile.email ? profile.email : undefined)

  if (!email) {
    return (
      <Notice tone="info" title={t`No registration is waiting here`}>
        <p>
          <Trans>
            We don't know which address to confirm on this device.{' '}
            <Link to="/register" className={LINK_CLASS}>
              Create an account
            </Link>{' '}
            or{' '}
            <Link to="/login" className={LINK_CLASS}>
              log in
            </Link>
            .
          </Trans>
        </p>
      </Notice>
    )
  }

  return (
    <div className="space-y-6">
      <Notice tone="success" title={t`Check your inbox`}>
        <p>
          <Trans>
            We sent a confirmation link to <strong className="break-all">{email}</strong>. Open it within 24 hours to
            activate your account.
          </Trans>
        </p>
        <p>
          <Trans>No e-mail after a few minutes? Look in your spam folder, or send it again.</Trans>
        </p>
      </Notice>
      <ResendMailButton
        kind="registerConfirm"
        email={email}
        send={() => rpc('hub_sendRegisterConfirmMail', { email })}
      />
      <p className="text-sm">
        <Trans>
          Wrong address?{' '}
          <Link to="/register" className={LINK_CLASS}>
            Register with another e-mail
          </Link>
        </Trans>
      </p>
    </div>
  )
}
