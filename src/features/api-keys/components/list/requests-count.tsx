/**
 * A key's requests today as a number in the reader's locale, or "—" when the usage report has not
 * answered (offline, a role without reports): an unknown count is never shown as 0.
 */
import { useLingui } from '@lingui/react/macro'
import { numberFormat } from '../../../../lib/number-format'

export function RequestsCount({ count }: { count: number | undefined }) {
  const { t, i18n } = useLingui()
  if (count === undefined) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t`not known`}</span>
      </>
    )
  }
  return <span className="tabular-nums">{numberFormat(i18n.locale).format(count)}</span>
}
