// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmptyState } from './empty-state'

describe('<EmptyState>', () => {
  it('shows the title, the help and the action', () => {
    render(
      <EmptyState
        title="No API keys yet"
        description="Create one to call the RPC endpoint."
        action={<button>Create API key</button>}
      />,
    )
    expect(screen.getByText('No API keys yet')).toBeTruthy()
    expect(screen.getByText('Create one to call the RPC endpoint.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeTruthy()
  })

  it('uses a caller icon in place of the default', () => {
    render(<EmptyState title="Nothing" icon={<span data-testid="own-icon" />} />)
    expect(screen.getByTestId('own-icon')).toBeTruthy()
  })
})
