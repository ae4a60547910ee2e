/**
 * The next thing to do for a new account (issue 18): create a key, copy its URL, make a first
 * call. Shown until the account has made a request; each step is done when the store says so
 * (a key exists, requests were counted), and the call is written for curl, JavaScript and Python
 * with the key's real URL on the development network when this server serves one.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { endpointUrls } from '../../../../contract/endpoint-urls'
import type { ApiKey } from '../../../../contract/methods/api-keys'
import type { Chain } from '../../../../contract/methods/system'
import { buttonClassName } from '../../../components/ui/button-styles'
import { copyText } from '../../../lib/clipboard'
import { toast } from '../../../lib/toast-store'
import { firstCallNetwork, firstCallSnippet, SNIPPET_LANGUAGES, type SnippetLanguage } from '../first-call'

// eslint-disable-next-line lingui/no-unlocalized-strings -- names of programming languages
const LANGUAGE_NAMES: Record<SnippetLanguage, string> = { curl: 'curl', javascript: 'JavaScript', python: 'Python' }

export interface FirstStepsProps {
  keys: readonly ApiKey[]
  chains: readonly Chain[]
  /** A URL was copied here (event tracking). */
  onUrlCopied?(networkId: string): void
}

export function FirstSteps({ keys, chains, onUrlCopied }: FirstStepsProps) {
  const key = keys[0]
  const keyName = key?.name ?? ''
  const network = firstCallNetwork(chains)
  const url = key && network ? endpointUrls(network, key).https : null
  return (
    <section
      aria-labelledby="first-steps-title"
      className="rounded-lg border border-slate-200 p-5 dark:border-slate-800"
      data-testid="first-steps"
    >
      <h2 id="first-steps-title" className="text-lg font-semibold">
        <Trans>Make your first call</Trans>
      </h2>
      <ol className="mt-3 space-y-4">
        <Step number={1} done={!!key} title={<Trans>Create an API key</Trans>}>
          {key ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>
                Done: your key <span className="font-medium">{keyName}</span> is ready.
              </Trans>
            </p>
          ) : (
            <Link to="/rpc/endpoint" className={buttonClassName('primary', 'md')}>
              <Trans>Create a key</Trans>
            </Link>
          )}
        </Step>
        <Step number={2} done={false} title={<Trans>Copy its URL</Trans>}>
          {url && network ? (
            <UrlLine url={url} networkName={network.name} onCopied={() => onUrlCopied?.(network.id)} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>Your key’s URL shows here once it is created.</Trans>
            </p>
          )}
        </Step>
        <Step number={3} done={false} title={<Trans>Call eth_blockNumber</Trans>}>
          {url ? (
            <Snippets url={url} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>A ready-to-paste call shows here once your key is created.</Trans>
            </p>
          )}
        </Step>
      </ol>
    </section>
  )
}

function Step({
  number,
  done,
  title,
  children,
}: {
  number: number
  done: boolean
  title: ReactNode
  children: ReactNode
}) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${done ? 'bg-green-600 text-white' : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100'}`}
      >
        {done ? '✓' : number}
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <h3 className="font-medium">{title}</h3>
        {children}
      </div>
    </li>
  )
}

function UrlLine({ url, networkName, onCopied }: { url: string; networkName: string; onCopied(): void }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  async function copy() {
    if (!(await copyText(url))) {
      toast.error(t`Could not copy the URL`)
      return
    }
    onCopied()
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), 1500)
  }
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>HTTPS URL on {networkName}:</Trans>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          className="min-w-0 flex-1 rounded bg-slate-100 px-2 py-1 text-xs break-all dark:bg-slate-800"
          data-testid="first-call-url"
        >
          {url}
        </code>
        <button type="button" onClick={copy} className={buttonClassName('secondary', 'sm')}>
          {copied ? <Trans>Copied</Trans> : <Trans>Copy URL</Trans>}
        </button>
      </div>
    </div>
  )
}

function Snippets({ url }: { url: string }) {
  const { t } = useLingui()
  const [language, setLanguage] = useState<SnippetLanguage>('curl')
  const panelId = useId()
  const snippet = firstCallSnippet(language, url)
  return (
    <div>
      <div role="tablist" aria-label={t`Language of the example`} className="flex gap-1">
        {SNIPPET_LANGUAGES.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={item === language}
            aria-controls={panelId}
            onClick={() => setLanguage(item)}
            className={`rounded-md px-3 py-1 text-sm ${item === language ? 'bg-brand-600 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
          >
            {LANGUAGE_NAMES[item]}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" className="mt-2">
        <pre
          className="overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100"
          data-testid="first-call-snippet"
        >
          <code>{snippet}</code>
        </pre>
        <button
          type="button"
          className={`${buttonClassName('ghost', 'sm')} mt-1`}
          onClick={() =>
            void copyText(snippet).then((ok) =>
              ok ? toast.success(t`Example copied`) : toast.error(t`Could not copy the example`),
            )
          }
        >
          <Trans>Copy the example</Trans>
        </button>
      </div>
    </div>
  )
}
