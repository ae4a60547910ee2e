/** The log-in view, shared by `/login` and `/workbench/*` (SPEC §2: the same view). */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { usePageTitle } from '../../../components/layouts/use-page-title'
import { Skeleton } from '../../../components/ui/skeleton'

// The form's code is fetched as soon as this view's code runs, in parallel with its first paint;
// the login machine behind it (XState, the login calls, MD5) only at the form's first touch.
const loginFormCode = import('../../../features/account/components/login-form')
const LoginForm = lazy(() => loginFormCode.then((module) => ({ default: module.LoginForm })))

export function LoginView() {
  const { t } = useLingui()
  usePageTitle(t`Log in`)
  return (
    <div className="mx-auto w-full max-w-sm px-4 py-12">
      <h1 className="text-2xl font-semibold">
        <Trans>Log in</Trans>
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Manage your API keys, endpoints, wallet and teams.</Trans>
      </p>
      <div className="mt-8">
        <Suspense fallback={<LoginFormPlaceholder />}>
          <LoginForm />
        </Suspense>
      </div>
      <p className="mt-6 flex justify-between text-sm">
        <Link to="/reset-password" className="text-brand-700 underline dark:text-brand-300">
          <Trans>Forgot your password?</Trans>
        </Link>
        <Link to="/register" className="text-brand-700 underline dark:text-brand-300">
          <Trans>Create an account</Trans>
        </Link>
      </p>
    </div>
  )
}

/**
 * The form's shape while its code arrives: two fields and the button, then the other ways in (their
 * line and the wallet's button), so nothing moves after. The prerendered /login
 * (scripts/prerender-plugin.ts) shows it too: no field a visitor could type into before the app
 * has taken over. Without the other ways' shape, the links below jumped 96 px down when the form
 * came (a layout shift Lighthouse counted on every cold visit). The OAuth providers' buttons, which
 * come with the server's config, still add their height below the wallet's: how many there are is
 * the deployment's.
 */
function LoginFormPlaceholder() {
  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
      <div className="space-y-3">
        <Skeleton className="mx-auto h-5 w-32" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  )
}
