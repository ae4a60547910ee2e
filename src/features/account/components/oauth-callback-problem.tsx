/** A callback that cannot finish: what went wrong, in plain words, and the way back. */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { buttonClassName } from '../../../components/ui/button-styles'
import { Notice } from '../auth/components/auth-page'

export function OauthCallbackProblem({
  title,
  detail,
  back,
}: {
  title: string
  detail: string | null
  back: 'login' | 'profile'
}) {
  return (
    <div className="space-y-4" data-testid="oauth-callback-problem">
      <Notice tone="warning" title={title}>
        {detail && <p>{detail}</p>}
      </Notice>
      {back === 'login' ? (
        <Link to="/login" className={buttonClassName('primary', 'md', 'w-full')}>
          <Trans>Back to log in</Trans>
        </Link>
      ) : (
        <Link to="/rpc/profile" className={buttonClassName('primary', 'md', 'w-full')}>
          <Trans>Back to your profile</Trans>
        </Link>
      )}
    </div>
  )
}
