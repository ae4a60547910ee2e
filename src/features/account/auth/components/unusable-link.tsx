/**
 * The message for a mailed link that cannot be used (used, expired or invalid), with the step
 * that helps next: re-send the confirmation, ask for another reset link, or log in.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { CodeStatus } from '../../../../../contract/statuses'
import { rpc } from '../../../../lib/rpc-client'
import { useSessionStatus } from '../../session-link'
import { unusableLinkText, type MailLinkKind, type NextStep } from '../code-status'
import { LINK_CLASS, Notice } from './auth-page'
import { ResendMailButton } from './resend-mail-button'

export interface UnusableLinkProps {
  kind: MailLinkKind
  status: Exclude<CodeStatus, 'valid'>
  /** The address the link was sent to, when the server knows it. */
  email: string | null
}

export function UnusableLink({ kind, status, email }: UnusableLinkProps) {
  const { i18n } = useLingui()
  const text = unusableLinkText(kind, status)
  return (
    <div className="space-y-4">
      <Notice tone="warning" title={i18n._(text.title)}>
        <p>{i18n._(text.detail)}</p>
      </Notice>
      {text.next.map((step) => (
        <NextStepAction key={step} step={step} email={email} />
      ))}
    </div>
  )
}

function NextStepAction({ step, email }: { step: NextStep; email: string | null }) {
  const { t } = useLingui()
  const signedIn = useSessionStatus() === 'signedIn'
  switch (step) {
    case 'resendConfirmation':
      return email ? (
        <ResendMailButton
          kind="registerConfirm"
          email={email}
          label={t`Send a new confirmation e-mail`}
          send={() => rpc('hub_sendRegisterConfirmMail', { email })}
        />
      ) : (
        <p className="text-sm">
          <Link to="/register-confirm" className={LINK_CLASS}>
            <Trans>Ask for a new confirmation e-mail</Trans>
          </Link>
        </p>
      )
    case 'logIn':
      return (
        <p className="text-sm">
          {signedIn ? (
            <Link to="/rpc/endpoint" className={LINK_CLASS}>
              <Trans>Go to your dashboard</Trans>
            </Link>
          ) : (
            <Link to="/login" className={LINK_CLASS}>
              <Trans>Log in</Trans>
            </Link>
          )}
        </p>
      )
    case 'requestReset':
      return (
        <p className="text-sm">
          <Link to="/reset-password" className={LINK_CLASS}>
            <Trans>Ask for a new reset link</Trans>
          </Link>
        </p>
      )
    case 'requestSetPassword':
      return (
        <p className="text-sm">
          <Link to="/rpc/profile" className={LINK_CLASS}>
            <Trans>Ask for a new link from your profile</Trans>
          </Link>
        </p>
      )
  }
}
