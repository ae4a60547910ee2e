/**
 * Where a key is used: pick a chain and one of its networks, and read the key's HTTPS and
 * WebSocket URLs there (copied whole, shown masked unless revealed: a dashboard is often on a
 * shared screen), the limits customers otherwise learn by failing, in the chain's own method names
 * (`chain-dialect.ts`: no eth_getLogs beside a Solana endpoint), which advanced features the
 * network offers, and the key's first call as a code snippet. Everything comes from the store, so
 * it works offline.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { endpointUrls } from '../../../../contract/endpoint-urls'
import type { ApiKey } from '../../../../contract/methods/api-keys'
import type { Chain, Network } from '../../../../contract/methods/system'
import { CopyButton } from '../../../components/ui/copy-button'
import { chainDialect, logLimitOf, type ChainDialect, type LogLimitUnit } from '../chain-dialect'
import { chooseNetwork, maskSecret } from '../endpoint-choice'
import { CodeSnippetBox } from '../snippets/code-snippet-box'

export interface ApiKeyEndpointsProps {
  apiKey: ApiKey
  chains: readonly Chain[]
  /** Whether the secret shows in full (the card's Show key toggle). */
  revealed: boolean
}

export function ApiKeyEndpoints({ apiKey, chains, revealed }: ApiKeyEndpointsProps) {
  const { t } = useLingui()
  const chainFieldId = useId()
  const networkFieldId = useId()
  const [picked, setPicked] = useState<{ chain?: string; network?: string }>({})
  const choice = chooseNetwork(chains, picked.chain, picked.network)
  if (!choice) return null
  const { chain, network } = choice
  const dialect = chainDialect(chain)
  const urls = endpointUrls(network, apiKey)
  const keyName = apiKey.name
  const networkName = network.name
  const shown = (url: string) => (revealed ? url : maskSecret(url, apiKey.key))

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <div className="min-w-0 flex-1 basis-40">
          <label htmlFor={chainFieldId} className="block text-xs font-medium text-slate-600 dark:text-slate-300">
            <Trans>Chain</Trans>
          </label>
          <select
            id={chainFieldId}
            value={chain.id}
            onChange={(event) => setPicked({ chain: event.target.value })}
            className={selectClassName}
          >
            {chains
              .filter((item) => item.networks.length > 0)
              .map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
          </select>
        </div>
        <div className="min-w-0 flex-1 basis-40">
          <label htmlFor={networkFieldId} className="block text-xs font-medium text-slate-600 dark:text-slate-300">
            <Trans>Network</Trans>
          </label>
          <select
            id={networkFieldId}
            value={network.id}
            onChange={(event) => setPicked({ chain: chain.id, network: event.target.value })}
            className={selectClassName}
          >
            {chain.networks.map((item) => (
              <NetworkOption key={item.id} network={item} />
            ))}
          </select>
        </div>
      </div>
      <dl className="space-y-2">
        <EndpointRow
          term={t`HTTPS`}
          url={urls.https}
          shown={shown(urls.https)}
          copyLabel={t`HTTPS URL of ${keyName} on ${networkName}`}
        />
        {urls.wss && (
          <EndpointRow
            term={t`WebSocket`}
            url={urls.wss}
            shown={shown(urls.wss)}
            copyLabel={t`WebSocket URL of ${keyName} on ${networkName}`}
          />
        )}
      </dl>
      <NetworkFacts network={network} dialect={dialect} />
      {dialect && (
        <CodeSnippetBox
          dialect={dialect}
          url={urls.https}
          shownUrl={shown(urls.https)}
          keyName={keyName}
          networkName={networkName}
        />
      )}
    </div>
  )
}

function NetworkOption({ network }: { network: Network }) {
  const { t } = useLingui()
  const name = network.name
  return <option value={network.id}>{network.testnet ? t`${name} (testnet)` : name}</option>
}

function EndpointRow({ term, url, shown, copyLabel }: { term: string; url: string; shown: string; copyLabel: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 rounded-md bg-slate-50 px-3 py-2 sm:flex-nowrap dark:bg-slate-800/60">
      <dt className="w-full text-xs font-medium text-slate-600 sm:w-20 sm:shrink-0 dark:text-slate-300">{term}</dt>
      {/* Wrapped, not cut: on a phone the whole URL stays readable. */}
      <dd className="min-w-0 flex-1 font-mono text-xs break-all" data-testid="endpoint-url">
        {shown}
      </dd>
      <dd className="shrink-0">
        <CopyButton text={url} label={copyLabel} />
      </dd>
    </div>
  )
}

/** The network's limits and which advanced features it offers. */
function NetworkFacts({ network, dialect }: { network: Network; dialect: ChainDialect | null }) {
  const { t, i18n } = useLingui()
  const { getLogsBlockRange, wsIdleTimeoutSeconds: idle } = network.limits
  const logLimit = logLimitOf(dialect, getLogsBlockRange)
  const offered = [
    network.features.archive_mode && t`archive mode`,
    network.features.mev_protection && t`MEV protection`,
    network.features.bundler && t`ERC-4337 bundler`,
  ].filter((item): item is string => typeof item === 'string')
  const features = new Intl.ListFormat(i18n.locale === 'zh' ? 'zh-CN' : 'en', { type: 'conjunction' }).format(offered)
  return (
    <ul className="space-y-1 text-xs text-slate-600 dark:text-slate-300">
      {logLimit && (
        <li>
          <LogLimitText method={logLimit.method} unit={logLimit.unit} limit={logLimit.limit} />
        </li>
      )}
      {network.wssTemplate && (
        <li>
          <Trans>WebSocket: closed after {idle} s without traffic</Trans>
        </li>
      )}
      <li>
        {offered.length > 0 ? (
          <Trans>Advanced features on this network: {features}</Trans>
        ) : (
          <Trans>No advanced features on this network</Trans>
        )}
      </li>
    </ul>
  )
}

const selectClassName =
  'mt-1 block h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900'

/** "eth_getLogs: at most 10,000 blocks per call", or the chain's own query and what it counts. */
function LogLimitText({ method, unit, limit }: { method: string; unit: LogLimitUnit; limit: number | null }) {
  const { i18n } = useLingui()
  if (limit === null) return <Trans>{method}: no block range limit</Trans>
  const range = i18n.number(limit)
  switch (unit) {
    case 'blocks':
      return (
        <Trans>
          {method}: at most {range} blocks per call
        </Trans>
      )
    case 'signatures':
      return (
        <Trans>
          {method}: at most {range} signatures per call
        </Trans>
      )
    case 'events':
      return (
        <Trans>
          {method}: at most {range} events per call
        </Trans>
      )
  }
}
