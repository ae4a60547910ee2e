import { describe, expect, it } from 'vitest'
import { SUPPORT_MESSAGE_MAX } from '../../../contract/http-routes'
import { checkSupportDraft, supportContext } from './support-request'

const context = supportContext('/rpc/statistic', 'b-1', 'en')
const draft = { topic: 'technical' as const, subject: ' Slow calls ', message: ' eth_call is slow ', email: '' }

describe('the support request', () => {
  it('trims what is sent and leaves out the e-mail of a signed-in user (the server knows it)', () => {
    expect(checkSupportDraft(draft, true, context)).toEqual({
      ok: true,
      request: { topic: 'technical', subject: 'Slow calls', message: 'eth_call is slow', context },
    })
  })

  it('asks a visitor for an address to reply to', () => {
    expect(checkSupportDraft(draft, false, context)).toEqual({ ok: false, problems: { email: 'required' } })
    expect(checkSupportDraft({ ...draft, email: 'not-an-address' }, false, context)).toEqual({
      ok: false,
      problems: { email: 'notEmail' },
    })
    const sent = checkSupportDraft({ ...draft, email: 'ada@example.com' }, false, context)
    expect(sent.ok && sent.request.email).toBe('ada@example.com')
  })

  it('names an empty subject and a message over the limit', () => {
    expect(
      checkSupportDraft({ ...draft, subject: '  ', message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) }, true, context),
    ).toEqual({
      ok: false,
      problems: { subject: 'required', message: 'tooLong' },
    })
  })

  it('attaches the page path without its query', () => {
    expect(supportContext('/rpc/billings/statements?email=a@b.c', 'dev', 'zh')).toEqual({
      page: '/rpc/billings/statements',
      build: 'dev',
      language: 'zh',
    })
  })
})
