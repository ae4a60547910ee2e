/**
 * The terms of service, opened in a new tab so a half-filled form is not lost. SPEC names no
 * terms page and the app has none: the provider's site hosts it (a decision; one constant to change).
 */
import { Trans } from '@lingui/react/macro'
import { LINK_CLASS } from './auth-page'

export const TERMS_OF_SERVICE_URL = 'https://hubdeck.dev/terms'

export function TermsLink() {
  return (
    <a href={TERMS_OF_SERVICE_URL} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
      <Trans>terms of service</Trans>
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  )
}
