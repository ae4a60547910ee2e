import { useLingui } from '@lingui/react/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { PlannedPage } from '../../../components/layouts/planned-page'

/** Invoice codes are opaque share codes: letters, digits, `-` and `_`, 6 to 64 long. */
const INVOICE_CODE = /^[A-Za-z0-9_-]{6,64}$/

/** A public invoice, opened from a shared link (SPEC §2: skips the access guard). */
export const Route = createFileRoute('/_default/invoice/$code')({
  beforeLoad: ({ params }) => {
    // SPEC §2: a page failing its validity check shows the 404 page.
    if (!INVOICE_CODE.test(params.code)) throw notFound()
  },
  component: InvoicePage,
})

function InvoicePage() {
  const { t } = useLingui()
  const { code } = Route.useParams()
  return <PlannedPage title={t`Invoice ${code}`} description={t`A shareable invoice with its PDF download.`} />
}
