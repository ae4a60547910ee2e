/**
 * The key's first call on the chosen network, in cURL, JavaScript or Python, with a copy button
 * (issue 21). Shown with the secret masked like the endpoint URLs above it (a dashboard is often on
 * a shared screen); the copy holds the real URL. The help menu's "Code snippet" links here by the
 * `#code-snippet` address, which brings the box into view.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { CopyButton } from '../../../components/ui/copy-button'
import { LockingTabs } from '../../../components/ui/locking-tabs'
import type { ChainDialect } from '../chain-dialect'
import { buildSnippet, SNIPPET_LANGUAGE_NAMES, SNIPPET_LANGUAGES, type SnippetLanguage } from './snippet-builder'

/** The address fragment the help menu uses to reach this box. */
export const CODE_SNIPPET_ANCHOR = 'code-snippet'

export interface CodeSnippetBoxProps {
  dialect: ChainDialect
  /** The key's HTTPS endpoint on the network, secret included: what the copy holds. */
  url: string
  /** The same URL as the page shows it (masked unless the key is revealed). */
  shownUrl: string
  keyName: string
  networkName: string
}

export function CodeSnippetBox({ dialect, url, shownUrl, keyName, networkName }: CodeSnippetBoxProps) {
  const { t } = useLingui()
  const headingId = useId()
  const panelId = useId()
  const [language, setLanguage] = useState<SnippetLanguage>('curl')
  const box = useRef<HTMLElement>(null)
  const hash = useLocation({ select: (location) => location.hash })
  const languageName = SNIPPET_LANGUAGE_NAMES[language]
  const method = dialect.firstMethod

  useEffect(() => {
    // Reached from the help menu: the details may render after the navigation, out of view.
    if (hash === CODE_SNIPPET_ANCHOR) box.current?.scrollIntoView({ block: 'nearest' })
  }, [hash])

  return (
    <section
      ref={box}
      id={CODE_SNIPPET_ANCHOR}
      aria-labelledby={headingId}
      className="space-y-2"
      data-testid="code-snippet-box"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 id={headingId} className="text-sm font-medium">
          <Trans>Code snippet</Trans>
        </h5>
        <CopyButton
          text={buildSnippet(language, dialect, url)}
          label={t`${languageName} snippet for ${keyName} on ${networkName}`}
          showText
        />
      </div>
      <LockingTabs<SnippetLanguage>
        tabs={SNIPPET_LANGUAGES}
        selected={language}
        locked={false}
        lockedReason={null}
        panelId={panelId}
        listLabel={t`Language of the snippet`}
        label={(tab) => SNIPPET_LANGUAGE_NAMES[tab]}
        testIdPrefix="snippet-tab-"
        look="segmented"
        onChoose={setLanguage}
      />
      {/* The panel is the scrolling <pre>: focusable, so a long line is reachable by keyboard. */}
      <pre
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${panelId}-${language}`}
        tabIndex={0}
        className="overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100"
        data-testid="code-snippet"
      >
        <code>{buildSnippet(language, dialect, shownUrl)}</code>
      </pre>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        <Trans>
          Calls {method} with this key: an answer means the key works on {networkName}.
        </Trans>
      </p>
    </section>
  )
}
