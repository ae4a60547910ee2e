/**
 * A transaction hash in a table cell: shortened (the whole hash in its title and in what is
 * copied), a copy button, and a link to the network's explorer when it has one (tx-explorer.ts).
 */
import { useLingui } from '@lingui/react/macro'
import { CopyButton } from '../../../components/ui/copy-button'
import { explorerTxUrl, shortHash } from '../tx-explorer'

export function TxHashCell({ txHash, networkId }: { txHash: string; networkId: string | null }) {
  const { t } = useLingui()
  const short = shortHash(txHash)
  const url = explorerTxUrl(networkId, txHash)
  return (
    <span className="inline-flex items-center gap-1">
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          title={txHash}
          aria-label={t`Transaction ${short} in the block explorer (opens in a new tab)`}
          className="font-mono text-xs text-brand-700 underline dark:text-brand-300"
        >
          {short}
        </a>
      ) : (
        <code title={txHash} className="font-mono text-xs">
          {short}
        </code>
      )}
      <CopyButton text={txHash} label={t`transaction hash ${short}`} />
    </span>
  )
}
