import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { AuthPage, LINK_CLASS } from '../../features/account/auth/components/auth-page'
import { RegisterForm } from '../../features/account/auth/components/register-form'
import { loadAccountWords } from '../../i18n/account-words'

export const Route = createFileRoute('/_default/register')({
  loader: loadAccountWords,
  component: RegisterPage,
})

function RegisterPage() {
  const { t } = useLingui()
  return (
    <AuthPage title={t`Create your account`} intro={t`Register with your e-mail address and a password.`}>
      <RegisterForm />
      <p className="mt-6 text-sm">
        <Trans>
          Already have an account?{' '}
          <Link to="/login" className={LINK_CLASS}>
            Log in
          </Link>
        </Trans>
      </p>
    </AuthPage>
  )
}
