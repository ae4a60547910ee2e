/** The caller's own user code, which an owner or admin invites them by, with a copy button. */
import { Trans, useLingui } from '@lingui/react/macro'
import { CopyButton } from '../../../components/ui/copy-button'
import { useStoredRead } from '../../../store/use-stored-read'
import { useView } from '../../../store/use-view'
import { teamProjection } from '../team.projection'
import { readUserCode } from '../team.reads'

export function UserCodeCard() {
  const { t } = useLingui()
  const view = useView(teamProjection)
  useStoredRead('user-code', (options) => readUserCode(options), view !== undefined)
  const code = view?.state.userCode
  return (
    <section className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <h3 className="font-semibold">
        <Trans>Your user code</Trans>
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>Share it with a team owner or admin so they can invite you.</Trans>
      </p>
      {code && (
        <div className="mt-2 flex items-center gap-2">
          <code className="font-mono text-base" data-testid="user-code">
            {code}
          </code>
          <CopyButton text={code} label={t`user code`} showText />
        </div>
      )}
    </section>
  )
}
