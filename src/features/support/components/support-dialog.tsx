/**
 * The support dialog (issue 18): topic, subject and message (counted against their limits), an
 * address to reply to when signed out, and what will be attached, shown before sending. It sends
 * at once through the RPC client's error policy (a refusal is told as for any call); it is not
 * queued, so offline it says it needs the network. A chunk of its own, loaded when the help menu
 * first opens it. The native `<dialog>` of the other forms (modal-dialog.tsx): Headless UI's
 * Dialog, tried first, threw in its store's subscribe on opening in the production build.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { useId, useState } from 'react'
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_REQUEST_PATH,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_TOPICS,
  type SupportTicket,
  type SupportTopic,
} from '../../../../contract/http-routes'
import { Button } from '../../../components/ui/button'
import { ModalDialog } from '../../../components/ui/modal-dialog'
import { TextField } from '../../../components/ui/text-field'
import { useOnline } from '../../../components/ui/use-online'
import { postJson } from '../../../lib/rpc-client'
import { toast } from '../../../lib/toast-store'
import { checkSupportDraft, supportContext, type SupportDraft, type SupportProblem } from '../support-request'

const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev'

export interface SupportDialogProps {
  onClose(): void
  signedIn: boolean
  /** The ticket was opened (event tracking). */
  onSent?(ticket: SupportTicket): void
}

export function SupportDialog({ onClose, signedIn, onSent }: SupportDialogProps) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const { pathname } = useLocation()
  const offlineId = useId()
  const [draft, setDraft] = useState<SupportDraft>({ topic: 'technical', subject: '', message: '', email: '' })
  const [problems, setProblems] = useState<Partial<Record<'subject' | 'message' | 'email', SupportProblem>>>({})
  const [busy, setBusy] = useState(false)
  const context = supportContext(pathname, BUILD_ID, i18n.locale === 'zh' ? 'zh' : 'en')
  const page = context.page ?? pathname

  const topicLabels: Record<SupportTopic, string> = {
    account: t`Account and login`,
    billing: t`Billing and payments`,
    technical: t`Technical problem`,
    sales: t`Sales and plans`,
    other: t`Something else`,
  }
  const problemText = (problem: SupportProblem | undefined, max: number) =>
    problem === 'required'
      ? t`Required`
      : problem === 'tooLong'
        ? t`At most ${max} characters`
        : problem === 'notEmail'
          ? t`Enter an e-mail address`
          : null

  async function send() {
    const checked = checkSupportDraft(draft, signedIn, context)
    if (!checked.ok) {
      setProblems(checked.problems)
      return
    }
    setProblems({})
    setBusy(true)
    try {
      const ticket = await postJson<SupportTicket>(SUPPORT_REQUEST_PATH, checked.request, 'support:request')
      const ticketId = ticket.ticketId
      toast.success(t`Request ${ticketId} sent. We reply by e-mail.`)
      onSent?.(ticket)
      setDraft({ topic: 'technical', subject: '', message: '', email: '' })
      onClose()
    } catch {
      // The RPC client's error policy has told the user why; the form keeps what they wrote.
    } finally {
      setBusy(false)
    }
  }

  const set = (field: keyof SupportDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }))
  const subjectLength = draft.subject.trim().length
  const messageLength = draft.message.trim().length

  return (
    <ModalDialog title={<Trans>Contact support</Trans>} onClose={onClose}>
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void send()
        }}
      >
        <div>
          <label htmlFor="support-topic" className="block text-sm font-medium">
            <Trans>Topic</Trans>
          </label>
          <select
            id="support-topic"
            value={draft.topic}
            onChange={(event) => set('topic')(event.target.value)}
            className="mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900"
          >
            {SUPPORT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {topicLabels[topic]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <TextField
            label={t`Subject`}
            value={draft.subject}
            maxLength={SUPPORT_SUBJECT_MAX}
            onChange={(event) => set('subject')(event.target.value)}
            error={problemText(problems.subject, SUPPORT_SUBJECT_MAX)}
          />
          <Counter length={subjectLength} max={SUPPORT_SUBJECT_MAX} />
        </div>
        <div>
          <label htmlFor="support-message" className="block text-sm font-medium">
            <Trans>Message</Trans>
          </label>
          <textarea
            id="support-message"
            rows={6}
            value={draft.message}
            maxLength={SUPPORT_MESSAGE_MAX}
            onChange={(event) => set('message')(event.target.value)}
            aria-invalid={problems.message ? true : undefined}
            aria-describedby={problems.message ? 'support-message-error' : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900"
          />
          {problems.message && (
            <p id="support-message-error" className="mt-1 text-sm text-red-600 dark:text-red-400">
              {problemText(problems.message, SUPPORT_MESSAGE_MAX)}
            </p>
          )}
          <Counter length={messageLength} max={SUPPORT_MESSAGE_MAX} />
        </div>
        {!signedIn && (
          <TextField
            label={t`Your e-mail, for our reply`}
            type="email"
            autoComplete="email"
            value={draft.email}
            onChange={(event) => set('email')(event.target.value)}
            error={problemText(problems.email, 0)}
          />
        )}
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="support-attachments">
          {signedIn ? (
            <Trans>
              We will attach: page <code>{page}</code>, your account.
            </Trans>
          ) : (
            <Trans>
              We will attach: page <code>{page}</code>.
            </Trans>
          )}
        </p>
        {!online && (
          <p id={offlineId} className="text-sm text-amber-800 dark:text-amber-200">
            <Trans>You are offline: sending a request needs the network. What you wrote stays here.</Trans>
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy} disabled={!online} aria-describedby={online ? undefined : offlineId}>
            <Trans>Send request</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <p className={`mt-1 text-right text-xs ${length > max ? 'text-red-600' : 'text-slate-500 dark:text-slate-400'}`}>
      <Trans>
        {length} / {max}
      </Trans>
    </p>
  )
}
