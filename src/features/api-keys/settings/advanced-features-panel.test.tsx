// @vitest-environment happy-dom
/**
 * The advanced features panel with the RPC call scripted (the wire itself is tested in
 * src/lib): what is sent, what is shown when the server refuses, and what cannot be done
 * (offline, MEV protection with global cast, a malformed whitelist entry). Archive mode asks
 * first, with its cost, and its toast's Undo switches it off again.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiKey } from '../../../../contract/methods/api-keys'
import type { Chain } from '../../../../contract/methods/system'
import type * as RpcClient from '../../../lib/rpc-client'
import { renderWithI18n } from '../../../../tests/setup/render'
import { rpc, RpcCallError } from '../../../lib/rpc-client'
import { toast } from '../../../lib/toast-store'
import { setArchiveMode } from '../api-key-writes'
import AdvancedFeaturesPanel from './advanced-features-panel'

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}))

vi.mock('../../../lib/rpc-client', async (importOriginal) => ({
  ...(await importOriginal<typeof RpcClient>()),
  rpc: vi.fn(),
}))

// The undo's write records the answer in the store, which these tests do not run.
vi.mock('../api-key-writes', () => ({ setArchiveMode: vi.fn() }))

const rpcMock = vi.mocked(rpc)
/** The params of every call, in order. */
const sent = () => rpcMock.mock.calls.map(([method, params, options]) => ({ method, params, options }))
/** Scripts the next call's refusal, as the server words it. */
function refuseNext(method: string, message: string, data: Record<string, unknown>) {
  rpcMock.mockRejectedValueOnce(new RpcCallError(method, { code: 10422, message, messageZh: message, data }))
}

beforeEach(() => {
  rpcMock.mockReset()
  toast.dismissAll()
})

/** Clicks the archive switch and confirms the cost the dialog names. */
function turnOnArchive() {
  fireEvent.click(screen.getByRole('switch', { name: 'Archive mode' }))
  const ask = screen.getByRole('dialog', { name: 'Turn on archive mode for “backend”?' })
  expect(ask.textContent).toContain('+30 % RU')
  fireEvent.click(within(ask).getByRole('button', { name: 'Turn on archive mode' }))
}

const KEY: ApiKey = {
  id: 7,
  name: 'backend',
  key: 'secret',
  status: 'online',
  features: { archive_mode: false, mev_protection: false, bundler: false },
  bundler: 'default',
  mev: '',
  whitelist: ['203.0.113.7'],
  frozen: false,
  previousKeyValidUntil: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
}

const CHAINS: Chain[] = [
  {
    id: 'ethereum',
    name: 'Ethereum',
    symbol: 'ETH',
    family: 'evm',
    networks: ['Ethereum Mainnet', 'Ethereum Hoodi'].map((name, index) => ({
      id: `n${index}`,
      name,
      chainId: index + 1,
      testnet: index > 0,
      httpsTemplate: 'https://x/{key}',
      wssTemplate: null,
      features: { archive_mode: index === 0, mev_protection: index === 0, bundler: false },
      limits: { getLogsBlockRange: 10_000, wsIdleTimeoutSeconds: 600 },
    })),
  },
]

async function renderPanel(key: ApiKey = KEY, online = true) {
  const onSaved = vi.fn<(key: ApiKey) => void>()
  const view = await renderWithI18n(
    <AdvancedFeaturesPanel apiKey={key} chains={CHAINS} online={online} onSaved={onSaved} />,
  )
  return { onSaved, view }
}

describe('<AdvancedFeaturesPanel>', () => {
  it('asks before archive mode goes on: cancelling sends nothing', async () => {
    await renderPanel()
    fireEvent.click(screen.getByRole('switch', { name: 'Archive mode' }))
    const ask = screen.getByRole('dialog', { name: 'Turn on archive mode for “backend”?' })
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect((screen.getByRole('switch', { name: 'Archive mode' }) as HTMLInputElement).checked).toBe(false)
    expect(sent()).toEqual([])
  })

  it('offers Undo once archive mode is on, which switches it off again', async () => {
    rpcMock.mockResolvedValueOnce({ ...KEY, features: { ...KEY.features, archive_mode: true } })
    vi.mocked(setArchiveMode).mockResolvedValueOnce(KEY)
    await renderPanel()
    turnOnArchive()
    await waitFor(() => expect(toast.getSnapshot()).toHaveLength(1))
    const [shown] = toast.getSnapshot()
    expect(shown?.message).toBe('Archive mode is on for backend: every call costs +30 % RU.')
    expect(shown?.action?.label).toBe('Undo')
    shown?.action?.onClick()
    expect(setArchiveMode).toHaveBeenCalledWith(7, false)
    await waitFor(() => expect(toast.getSnapshot().at(-1)?.message).toBe('Archive mode is off again for backend.'))
  })

  it('switches archive mode on and hands the server’s key to onSaved', async () => {
    const saved = { ...KEY, features: { ...KEY.features, archive_mode: true } }
    rpcMock.mockResolvedValueOnce(saved)
    const { onSaved } = await renderPanel()
    expect(screen.getByText(/\+30 % RU/)).toBeTruthy()
    turnOnArchive()
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    expect(sent()).toEqual([
      {
        method: 'hub_setApiKeyAdvancedFeatures',
        params: { id: 7, features: { archive_mode: true } },
        options: { hideError: true },
      },
    ])
  })

  it('shows a package refusal in the server’s words with a link to buy the package', async () => {
    refuseNext(
      'hub_setApiKeyAdvancedFeatures',
      'Archive mode needs the Growth package or higher; your current package is Free',
      {
        feature: 'archive_mode',
        requiredSku: 'Growth',
      },
    )
    const { onSaved } = await renderPanel()
    turnOnArchive()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('needs the Growth package')
    expect(screen.getByRole('link', { name: 'Buy the Growth package' }).getAttribute('href')).toBe('/rpc/billings')
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('says on how many networks each feature works, and lists them', async () => {
    await renderPanel()
    expect(screen.getAllByText('Works on 1 of 2 networks')).toHaveLength(2)
    expect(screen.getByText('Works on 0 of 2 networks')).toBeTruthy()
    expect(screen.getAllByText('Ethereum Mainnet').length).toBeGreaterThan(0)
  })

  it('keeps MEV protection and global cast apart, saying why', async () => {
    await renderPanel({ ...KEY, features: { ...KEY.features, mev_protection: true } })
    const globalCast = screen.getByRole('option', { name: 'Global cast' }) as HTMLOptionElement
    expect(globalCast.disabled).toBe(true)
    expect(screen.getByText(/Global cast cannot be picked while MEV protection is on/)).toBeTruthy()
  })

  it('does not let MEV protection on while the mode is global cast, saying why', async () => {
    await renderPanel({ ...KEY, mev: 'globalcast' })
    const protection = screen.getByRole('switch', { name: 'MEV protection' }) as HTMLInputElement
    expect(protection.disabled).toBe(true)
    expect(protection.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText(/Pick another MEV mode first/)).toBeTruthy()
  })

  it('picks a bundler and a MEV mode', async () => {
    rpcMock.mockResolvedValueOnce({ ...KEY, bundler: 'pimlico' }).mockResolvedValueOnce({ ...KEY, mev: 'auto' })
    const { onSaved } = await renderPanel()
    fireEvent.change(screen.getByRole('combobox', { name: 'Bundler' }), { target: { value: 'pimlico' } })
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ bundler: 'pimlico' })))
    fireEvent.change(screen.getByRole('combobox', { name: 'MEV mode' }), { target: { value: 'auto' } })
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ mev: 'auto' })))
    expect(sent().map(({ method, params }) => [method, params])).toEqual([
      ['hub_setApiKeyBundler', { id: 7, bundler: 'pimlico' }],
      ['hub_setApiKeyMev', { id: 7, mev: 'auto' }],
    ])
  })

  it('offline, disables every control and says why', async () => {
    await renderPanel(KEY, false)
    expect(screen.getByText(/You are offline/)).toBeTruthy()
    for (const control of [...screen.getAllByRole('switch'), ...screen.getAllByRole('combobox')]) {
      expect((control as HTMLInputElement).disabled, control.getAttribute('aria-label') ?? '').toBe(true)
    }
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true)
    // Each control is described by the reason, so a screen reader hears why it cannot be used.
    const noteId = screen.getByText(/You are offline/).id
    const controls = [...screen.getAllByRole('switch'), ...screen.getAllByRole('combobox'), screen.getByRole('textbox')]
    for (const control of controls) expect(control.getAttribute('aria-describedby')).toContain(noteId)
    expect(screen.getByRole('button', { name: 'Save whitelist' }).getAttribute('aria-describedby')).toBe(noteId)
  })
})

describe('the whitelist editor', () => {
  const field = () => screen.getByRole('textbox', { name: 'IP address, CIDR range or domain' })
  const addButton = () => screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement

  it('checks the entry as it is typed, and adds nothing malformed', async () => {
    await renderPanel()
    expect(screen.getByText('1 of 10 entries')).toBeTruthy()
    fireEvent.change(field(), { target: { value: '10.0.0.1/8' } })
    expect(screen.getByText('"10.0.0.1/8" has host bits set. Did you mean 10.0.0.0/8?')).toBeTruthy()
    expect(addButton().disabled).toBe(true)
    fireEvent.submit(field().closest('form')!)
    expect(screen.getByText('1 of 10 entries')).toBeTruthy()
    fireEvent.change(field(), { target: { value: '203.0.113.7' } })
    expect(screen.getByText('"203.0.113.7" is already in the whitelist.')).toBeTruthy()
  })

  it('adds entries, shows the count and saves the whole list', async () => {
    rpcMock.mockImplementationOnce(
      async (_method, params) => ({ ...KEY, ...(params as { whitelist: string[] }) }) as never,
    )
    const { onSaved } = await renderPanel()
    fireEvent.change(field(), { target: { value: '*.Example.com' } })
    fireEvent.click(addButton())
    expect(screen.getByText('2 of 10 entries')).toBeTruthy()
    expect(screen.getByText('*.example.com')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove 203.0.113.7' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save whitelist' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ whitelist: ['*.example.com'] })))
    expect(sent().at(-1)).toMatchObject({ method: 'hub_updateApiKey', params: { id: 7, whitelist: ['*.example.com'] } })
    expect(await screen.findByText('Whitelist saved.')).toBeTruthy()
  })

  it('shows the server’s refusal at the entry it names', async () => {
    refuseNext('hub_updateApiKey', '"api.example.org" is not a valid domain', {
      entry: 'api.example.org',
      index: 1,
      reason: 'malformed_domain',
    })
    await renderPanel()
    fireEvent.change(field(), { target: { value: 'api.example.org' } })
    fireEvent.click(addButton())
    fireEvent.click(screen.getByRole('button', { name: 'Save whitelist' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('"api.example.org" is not a valid IP address, range or domain')
    expect(alert.closest('li')?.textContent).toContain('api.example.org')
  })

  it('follows a whitelist changed elsewhere, but keeps edits not yet saved', async () => {
    const { view } = await renderPanel()
    const showKey = (key: ApiKey) =>
      view.rerender(<AdvancedFeaturesPanel apiKey={key} chains={CHAINS} online onSaved={vi.fn()} />)
    showKey({ ...KEY, whitelist: ['203.0.113.7', 'a.example.com'] })
    expect(screen.getByText('2 of 10 entries')).toBeTruthy()
    fireEvent.change(field(), { target: { value: 'b.example.com' } })
    fireEvent.click(addButton())
    showKey({ ...KEY, whitelist: ['c.example.com'] })
    expect(screen.getByText('3 of 10 entries')).toBeTruthy()
    expect(screen.getByText('b.example.com')).toBeTruthy()
    expect(screen.queryByText('c.example.com')).toBeNull()
  })

  it('says when the list is full', async () => {
    const full = Array.from({ length: 10 }, (_, i) => `10.0.0.${i}`)
    await renderPanel({ ...KEY, whitelist: full })
    expect(screen.getByText('10 of 10 entries')).toBeTruthy()
    expect((field() as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByText(/The whitelist is full/)).toBeTruthy()
  })
})
