/**
 * /activate-account: for a signed-in account whose e-mail is not confirmed yet (profile
 * `mailStatus`). Decisions where SPEC is silent:
 * - It re-sends the confirmation mail with the server's cooldown as a live countdown.
 * - "I have confirmed it" reloads the profile, so a person who confirmed in another browser or
 *   on a phone carries on here without logging in again; while it is still unconfirmed it says so.
 * - Logging out is offered, for someone who signed in with the wrong account.
 * - A confirmed account is told so and sent on to the dashboard by a link; an account without an
 *   e-mail (wallet or OAuth) is pointed to the profile page, where an address is bound.
 * - Signed out, it asks to log in first (the page is public, SPEC §2, but acts on an account).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '../../../../components/ui/button'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { rpc } from '../../../../lib/rpc-client'
import { fact } from '../../../../store/events'
import { recordFacts } from '../../../../store/store-client'
import { useView } from '../../../../store/use-view'
import { profileProjection } from '../../profile.projection'
import { logOut, useSessionStatus } from '../../session-link'
import { LINK_CLASS, Notice } from './auth-page'
import { ResendMailButton } from './resend-mail-button'

export function ActivateAccountPanel() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const status = useSessionStatus()
  const profile = useView(profileProjection)?.state
  const [checking, setChecking] = useState(false)
  const [stillUnconfirmed, setStillUnconfirmed] = useState(false)

  if (status === 'signedOut') {
    return (
      <Notice tone="info" title={t`Log in to activate your account`}>
        <p>
          <Link to="/login" className={LINK_CLASS}>
            <Trans>Log in</Trans>
          </Link>
        </p>
      </Notice>
    )
  }
  if (!profile) return <SkeletonText lines={4} />
  if (profile.mailStatus === 'confirmed') {
    return (
      <Notice tone="success" title={t`Your e-mail is confirmed`}>
        <p>
          <Link to="/rpc/endpoint" className={LINK_CLASS}>
            <Trans>Go to your dashboard</Trans>
          </Link>
        </p>
      </Notice>
    )
  }
  const email = profile.email
  if (profile.mailStatus === 'none' || !email) {
    return (
      <Notice tone="info" title={t`No e-mail address on this account`}>
        <p>
          <Trans>
            Add one on{' '}
            <Link to="/rpc/profile" className={LINK_CLASS}>
              your profile
            </Link>{' '}
            to receive notices and reset your password.
          </Trans>
        </p>
      </Notice>
    )
  }

  async function checkAgain() {
    setChecking(true)
    setStillUnconfirmed(false)
    try {
      const fresh = await rpc('hub_getUserProfile', {})
      await recordFacts([fact('profile.loaded', fresh, 'server')])
      if (fresh.mailStatus === 'confirmed') await navigate({ to: '/rpc/endpoint' })
      else setStillUnconfirmed(true)
    } catch {
      // Told by the RPC error policy.
    } finally {
      setChecking(false)
    }
  }

  return (
    <div className="space-y-6">
      <Notice tone="warning" title={t`Confirm your e-mail to activate your account`}>
        <p>
          <Trans>
            We sent a confirmation link to <strong className="break-all">{email}</strong>. Open it to activate your
            account.
          </Trans>
        </p>
      </Notice>
      <ResendMailButton
        kind="registerConfirm"
        email={email}
        send={() => rpc('hub_sendRegisterConfirmMail', { email })}
      />
      <div className="space-y-2">
        <Button onClick={() => void checkAgain()} loading={checking} className="w-full">
          <Trans>I have confirmed it</Trans>
        </Button>
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          {stillUnconfirmed && <Trans>Your e-mail is not confirmed yet. Open the link in the e-mail first.</Trans>}
        </p>
      </div>
      <p className="text-sm">
        <Trans>Not your account?</Trans>{' '}
        <button type="button" onClick={logOut} className={LINK_CLASS}>
          <Trans>Log out</Trans>
        </button>
      </p>
    </div>
  )
}
