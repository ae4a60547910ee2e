// @vitest-environment happy-dom
/** /invite-member?register=1: hub_registerTeam with the link's code and MD5-hashed passwords, then signed in. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../../../tests/setup/render'
import { hashPassword } from '../../../lib/password-hash'
import { rpc } from '../../../lib/rpc-client'
import { TeamRegisterForm } from './team-register-form'

const completeLogin = vi.hoisted(() => vi.fn(async () => {}))
vi.mock('@tanstack/react-router', () => ({ Link: () => null }))
vi.mock('../../../lib/rpc-client', () => ({ rpc: vi.fn() }))
vi.mock('../session-link', () => ({ completeLogin }))
vi.mock('../auth/components/terms-link', () => ({ TermsLink: () => <a href="/terms">terms</a> }))

const calls = vi.mocked(rpc)

beforeEach(() => {
  calls.mockReset()
  completeLogin.mockClear()
})

describe('TeamRegisterForm', () => {
  it('registers with hashed passwords and signs in', async () => {
    calls.mockResolvedValue({ token: 't' } as never)
    const done = vi.fn()
    await renderWithI18n(<TeamRegisterForm code="c0de" onDone={done} />)
    fireEvent.change(screen.getByLabelText('Nickname (optional)'), { target: { value: ' Bo ' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } })
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret123' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }))
    await waitFor(() => expect(done).toHaveBeenCalled())
    expect(calls).toHaveBeenCalledWith('hub_registerTeam', {
      code: 'c0de',
      nickname: 'Bo',
      password: hashPassword('secret123'),
      confirmPassword: hashPassword('secret123'),
    })
    expect(completeLogin).toHaveBeenCalledWith({ token: 't' })
  })

  it('sends nothing while the passwords differ', async () => {
    const done = vi.fn()
    await renderWithI18n(<TeamRegisterForm code="c0de" onDone={done} />)
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } })
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret124' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }))
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy()
    expect(calls).not.toHaveBeenCalled()
    expect(done).not.toHaveBeenCalled()
  })
})
