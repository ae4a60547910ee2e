import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSessionStatus } from '../../../features/account/session-link'
import { PublicInvoiceView } from '../../../features/billing/components/public-invoice-view'
import { loadStatementsWords } from '../../../i18n/packages-words'

/** Invoice codes are opaque share codes: letters, digits, `-` and `_`, 6 to 64 long. */
const INVOICE_CODE = /^[A-Za-z0-9_-]{6,64}$/

/** A public invoice, opened from a shared link (SPEC §2: skips the access guard). */
export const Route = createFileRoute('/_default/invoice/$code')({
  beforeLoad: ({ params }) => {
    // SPEC §2: a page failing its validity check shows the 404 page.
    if (!INVOICE_CODE.test(params.code)) throw notFound()
  },
  loader: loadStatementsWords,
  component: InvoicePage,
})

function InvoicePage() {
  const { code } = Route.useParams()
  const signedIn = useSessionStatus() === 'signedIn'
  return <PublicInvoiceView code={code} signedIn={signedIn} />
}
