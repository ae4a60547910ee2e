/**
 * /first-login: finishing a new account (SPEC §2 "first login"): a nickname (prefilled with the
 * server's), the language (switching the screen at once, remembered as the device's choice when
 * the form is sent), the terms, which must be accepted, and a starting package (issue 17). Each
 * call answers the whole profile, which is recorded in the store, so the guard and the header see
 * the finished account; then the dashboard opens. The package is the packages feature's picker,
 * handed in by the route (`startingPackage`): its confirmation (hub_skuFirstConfirm*) is what
 * initialises the account, so it comes last, and the newcomer is not asked again.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import type { UserProfile } from '../../../../../contract'
import { LanguageOptions } from '../../../../components/ui/language-options'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { TextField } from '../../../../components/ui/text-field'
import { activateLocale, chooseLocale } from '../../../../i18n/i18n'
import { isLocale, type Locale } from '../../../../i18n/locales'
import { rpc } from '../../../../lib/rpc-client'
import { fact } from '../../../../store/events'
import { recordFacts } from '../../../../store/store-client'
import { useView } from '../../../../store/use-view'
import { profileProjection } from '../../profile.projection'
import { useSessionStatus } from '../../session-link'
import { checkFirstLoginForm, type FirstLoginErrors } from '../first-login-checks'
import { hasErrors } from '../register-form-checks'
import { LINK_CLASS, Notice } from './auth-page'
import { focusFirstInvalid } from './focus-first-invalid'
import { TermsLink } from './terms-link'
import { SubmitButton } from './submit-button'
import { useTouched } from './use-touched'

/** The starting-package step, as the packages feature provides it (the route composes the two). */
export interface StartingPackageStep {
  /** A package is chosen. */
  chosen: boolean
  /** Confirms it; true once the account is initialised, false when not (the picker says why). */
  confirm(): Promise<boolean>
  /** The picker, with the form's error when nothing is chosen. */
  render(props: { error: string | null; errorId: string }): ReactNode
}

export function FirstLogin({ startingPackage }: { startingPackage?: StartingPackageStep }) {
  const { t } = useLingui()
  const status = useSessionStatus()
  const profile = useView(profileProjection)?.state
  if (status === 'signedOut') {
    return (
      <Notice tone="info" title={t`Log in to finish setting up`}>
        <p>
          <Link to="/login" className={LINK_CLASS}>
            <Trans>Log in</Trans>
          </Link>
        </p>
      </Notice>
    )
  }
  if (!profile) return <SkeletonText lines={5} />
  return <FirstLoginForm key={profile.id} profile={profile} startingPackage={startingPackage} />
}

function FirstLoginForm({ profile, startingPackage }: { profile: UserProfile; startingPackage?: StartingPackageStep }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const termsId = useId()
  const termsErrorId = `${termsId}-error`
  const [nickname, setNickname] = useState(profile.nickname)
  const [language, setLanguage] = useState<Locale>(isLocale(i18n.locale) ? i18n.locale : profile.language)
  const [acceptTerms, setAcceptTerms] = useState(false)
  const [busy, setBusy] = useState(false)
  const { touch, shows, submit } = useTouched<keyof FirstLoginErrors>()
  const errors = checkFirstLoginForm(nickname, acceptTerms)
  const nicknameError = shows('nickname') && errors.nickname ? i18n._(errors.nickname) : null
  const termsError = shows('acceptTerms') && errors.acceptTerms ? i18n._(errors.acceptTerms) : null
  const packageErrorId = `${termsId}-package-error`
  const [packageAsked, setPackageAsked] = useState(false)
  const packageMissing = !!startingPackage && !startingPackage.chosen
  const packageError = packageAsked && packageMissing ? t`Choose a starting package.` : null

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit()
    setPackageAsked(true)
    if (hasErrors(errors) || packageMissing) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    setBusy(true)
    try {
      await record(await rpc('hub_setUserNickname', { nickname: nickname.trim() }))
      await record(await rpc('hub_changeUserLang', { lang: language }))
      await record(await rpc('hub_setUserAcceptTerm', { acceptTerm: true }))
      if (startingPackage) {
        // The package initialises the account; refused or waiting, the picker says why and the form stays.
        if (!(await startingPackage.confirm())) {
          setBusy(false)
          return
        }
        // A card payment initialised the account as it settled: the profile read now says so.
        await record(await rpc('hub_getUserProfile', {}))
      }
      await chooseLocale(language)
      await navigate({ to: '/rpc/endpoint' })
    } catch {
      // The RPC error policy has told the person; the form keeps its values for another try.
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <TextField
        label={t`Nickname`}
        name="nickname"
        autoComplete="nickname"
        maxLength={64}
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
        onBlur={() => touch('nickname')}
        error={nicknameError}
      />
      <label className="block text-sm font-medium">
        <Trans>Language for the dashboard and e-mails</Trans>
        <select
          name="language"
          value={language}
          onChange={(event) => {
            if (!isLocale(event.target.value)) return
            setLanguage(event.target.value)
            // A preview: the choice is remembered for the device once the form is sent.
            void activateLocale(event.target.value)
          }}
          className="mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm font-normal dark:border-slate-700 dark:bg-slate-900"
        >
          <LanguageOptions />
        </select>
      </label>
      <div>
        <div className="flex items-start gap-3 text-sm">
          <input
            id={termsId}
            type="checkbox"
            name="acceptTerms"
            checked={acceptTerms}
            onChange={(event) => {
              setAcceptTerms(event.target.checked)
              touch('acceptTerms')
            }}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? termsErrorId : undefined}
            className="mt-0.5 size-4"
          />
          <label htmlFor={termsId}>
            <Trans>
              I accept the <TermsLink />.
            </Trans>
          </label>
        </div>
        {termsError && (
          <p id={termsErrorId} className="mt-1 text-sm text-red-600 dark:text-red-400">
            {termsError}
          </p>
        )}
      </div>
      {startingPackage?.render({ error: packageError, errorId: packageErrorId })}
      <SubmitButton loading={busy}>
        <Trans>Start using Hubdeck</Trans>
      </SubmitButton>
    </form>
  )
}

function record(profile: UserProfile): Promise<void> {
  return recordFacts([fact('profile.loaded', profile, 'server')])
}
