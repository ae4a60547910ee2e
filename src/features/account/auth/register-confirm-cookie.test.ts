// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import {
  clearRegisterConfirm,
  readRegisterConfirm,
  REGISTER_CONFIRM_COOKIE,
  rememberRegisterConfirm,
} from './register-confirm-cookie'

describe('the register-confirm cookie', () => {
  it('holds the address until it is cleared', () => {
    rememberRegisterConfirm('ada+test@example.com')
    expect(document.cookie).toContain(`${REGISTER_CONFIRM_COOKIE}=`)
    expect(readRegisterConfirm()).toBe('ada+test@example.com')
    clearRegisterConfirm()
    expect(readRegisterConfirm()).toBeUndefined()
  })
})
