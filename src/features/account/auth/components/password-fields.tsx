/**
 * A new password and its confirmation, with the rules as a checklist that ticks while the person
 * types (new-password-checks.ts). Used by registration, reset and set-password.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { TextField } from '../../../../components/ui/text-field'
import { passwordRules, type NewPasswordErrors } from '../new-password-checks'

export interface PasswordFieldsProps {
  password: string
  confirmation: string
  onPassword(value: string): void
  onConfirmation(value: string): void
  onBlur(field: 'password' | 'confirmation'): void
  /** The errors to show now (already filtered by what the person has touched). */
  errors: NewPasswordErrors
  /** The address, so the "not your e-mail" rule can be checked. */
  email?: string
  passwordLabel?: string
}

export function PasswordFields(props: PasswordFieldsProps) {
  const { t, i18n } = useLingui()
  const rules = passwordRules(props.password, props.email)
  return (
    <>
      <TextField
        label={props.passwordLabel ?? t`Password`}
        name="password"
        type="password"
        autoComplete="new-password"
        value={props.password}
        onChange={(event) => props.onPassword(event.target.value)}
        onBlur={() => props.onBlur('password')}
        error={props.errors.password ? i18n._(props.errors.password) : null}
      />
      <div className="text-sm">
        <p className="sr-only">
          <Trans>Password rules</Trans>
        </p>
        <ul className="space-y-1">
          {rules.map((rule) => (
            <li
              key={rule.id}
              className={
                rule.met
                  ? 'flex gap-2 text-emerald-700 dark:text-emerald-400'
                  : 'flex gap-2 text-slate-600 dark:text-slate-300'
              }
            >
              <span aria-hidden="true">{rule.met ? '✓' : '○'}</span>
              <span>{i18n._(rule.label)}</span>
              <span className="sr-only">{rule.met ? t`(met)` : t`(not met yet)`}</span>
            </li>
          ))}
        </ul>
      </div>
      <TextField
        label={t`Confirm password`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={props.confirmation}
        onChange={(event) => props.onConfirmation(event.target.value)}
        onBlur={() => props.onBlur('confirmation')}
        error={props.errors.confirmation ? i18n._(props.errors.confirmation) : null}
      />
    </>
  )
}
