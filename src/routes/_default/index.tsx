import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { usePageTitle } from '../../components/layouts/use-page-title'
import { ChainsSection } from '../../features/landing/components/chains-section'
import { FeaturesSection } from '../../features/landing/components/features-section'
import { PlansSection } from '../../features/landing/components/plans-section'

export const Route = createFileRoute('/_default/')({
  component: IndexPage,
})

/**
 * The landing page (issue 21): what the provider offers — chains and plans, read from the server
 * once the page is painted — and what the app does, between two calls to action.
 */
function IndexPage() {
  const { t } = useLingui()
  usePageTitle(t`RPC endpoints for every chain`)
  return (
    <div className="flex w-full flex-1 flex-col pb-12">
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-6 px-6 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight">
          <Trans>RPC endpoints for every chain, in one dashboard</Trans>
        </h1>
        <p className="max-w-prose text-lg text-slate-600 dark:text-slate-300">
          <Trans>
            Create API keys, follow your usage, top up your wallet and run dedicated nodes — on your phone or desktop,
            online or offline.
          </Trans>
        </p>
        <CallsToAction />
        <Link to="/rpc/endpoint" className="font-medium text-brand-700 hover:underline dark:text-brand-100">
          <Trans>Open the dashboard</Trans>
        </Link>
      </div>
      <ChainsSection />
      <PlansSection />
      <FeaturesSection />
      <div className="mx-auto flex flex-col items-center gap-4 px-6 pt-6 text-center">
        <p className="text-lg font-medium">
          <Trans>Your first endpoint is a minute away.</Trans>
        </p>
        <CallsToAction />
      </div>
    </div>
  )
}

function CallsToAction() {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link to="/login" className="rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
        <Trans>Log in</Trans>
      </Link>
      <Link
        to="/register"
        className="rounded-md border border-slate-300 px-5 py-2.5 font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        <Trans>Create account</Trans>
      </Link>
    </div>
  )
}
