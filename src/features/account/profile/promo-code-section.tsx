/**
 * The promo (discount) code: the one applied and what it gives (hub_getUserDiscountCodeDetail),
 * and a field to apply one (hub_setUserDiscountCode). The server refuses unknown, expired or
 * used codes with its reason, shown under the field with what was typed kept. After a change the
 * profile is read again, since it names the applied code too.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, type FormEvent } from 'react'
import type { DiscountCodeDetail } from '../../../../contract'
import { Button } from '../../../components/ui/button'
import { SkeletonText } from '../../../components/ui/skeleton'
import { TextField } from '../../../components/ui/text-field'
import { formatDate } from '../../../lib/dates'
import { rpc } from '../../../lib/rpc-client'
import { promoCodeProblem } from './profile-checks'
import { ProfileSection } from './profile-section'
import { recordProfile } from './record-profile'
import { serverErrorText } from './server-error-text'

type Loaded = { status: 'loading' } | { status: 'loaded'; detail: DiscountCodeDetail | null } | { status: 'failed' }

export function PromoCodeSection() {
  const { t, i18n } = useLingui()
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [code, setCode] = useState('')
  const [touched, setTouched] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const problem = promoCodeProblem(code)

  useEffect(() => {
    const controller = new AbortController()
    rpc('hub_getUserDiscountCodeDetail', {}, { signal: controller.signal }).then(
      (detail) => setLoaded({ status: 'loaded', detail }),
      () => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [])

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTouched(true)
    if (problem) return
    setBusy(true)
    setServerError(null)
    try {
      const detail = await rpc('hub_setUserDiscountCode', { code: code.trim() })
      setLoaded({ status: 'loaded', detail })
      setCode('')
      setTouched(false)
      await recordProfile(await rpc('hub_getUserProfile', {}))
    } catch (failure) {
      setServerError(serverErrorText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <ProfileSection title={<Trans>Promo code</Trans>}>
      {loaded.status === 'loading' && <SkeletonText lines={1} />}
      {loaded.status === 'failed' && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>The applied promo code could not be loaded.</Trans>
        </p>
      )}
      {loaded.status === 'loaded' &&
        (loaded.detail ? (
          <AppliedCode detail={loaded.detail} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>No promo code is applied.</Trans>
          </p>
        ))}
      <form
        noValidate
        onSubmit={(event) => void apply(event)}
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <TextField
          label={t`Promo code`}
          name="promoCode"
          autoComplete="off"
          value={code}
          onChange={(event) => {
            setCode(event.target.value)
            setTouched(true)
            setServerError(null)
          }}
          error={serverError ?? (touched && problem ? i18n._(problem) : null)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" loading={busy} className="sm:mt-6">
          <Trans>Apply code</Trans>
        </Button>
      </form>
    </ProfileSection>
  )
}

function AppliedCode({ detail }: { detail: DiscountCodeDetail }) {
  const code = detail.code
  const percent = detail.percentOff
  const amount = detail.amountOff
  const expires = detail.expiresAt ? formatDate(detail.expiresAt) : null
  return (
    <div className="text-sm" data-testid="applied-promo-code">
      <p>
        <Trans>
          Applied: <strong className="font-mono">{code}</strong>
        </Trans>
      </p>
      {detail.description && <p className="text-slate-600 dark:text-slate-300">{detail.description}</p>}
      {percent && (
        <p>
          <Trans>{percent}% off package prices</Trans>
        </p>
      )}
      {amount && (
        <p>
          <Trans>${amount} off each purchase</Trans>
        </p>
      )}
      {expires ? (
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>Valid until {expires}</Trans>
        </p>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>Does not expire</Trans>
        </p>
      )}
    </div>
  )
}
