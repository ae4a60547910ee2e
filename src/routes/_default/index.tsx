import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { usePageTitle } from '../../components/layouts/use-page-title'

export const Route = createFileRoute('/_default/')({
  component: IndexPage,
})

function IndexPage() {
  const { t } = useLingui()
  usePageTitle(t`RPC endpoints for every chain`)
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <h1 className="text-4xl font-bold tracking-tight">
        <Trans>RPC endpoints for every chain, in one dashboard</Trans>
      </h1>
      <p className="max-w-prose text-lg text-slate-600 dark:text-slate-300">
        <Trans>
          Create API keys, follow your usage, top up your wallet and run dedicated nodes — on your phone or desktop,
          online or offline.
        </Trans>
      </p>
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
        <Link
          to="/rpc/endpoint"
          className="rounded-md px-5 py-2.5 font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          <Trans>Open the dashboard</Trans>
        </Link>
      </div>
    </div>
  )
}
