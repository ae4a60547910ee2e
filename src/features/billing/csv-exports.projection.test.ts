/**
 * An export is "preparing" from the server's answer until the file_download notice of its kind
 * arrives (live or caught up), then ready with its link; an older notice or another kind's
 * does not count, and the reader can put it away.
 */
import { describe, expect, it } from 'vitest'
import { foldEvents } from '../../store/projection'
import { billQuery, csvExport, fileNotice, stored } from './billing-fixtures'
import { csvExportsProjection } from './csv-exports.projection'

const requested = stored('statements.export.requested', { export: csvExport(), query: billQuery() })
const later = '2026-11-20T10:00:30.000Z'

describe('csvExportsProjection', () => {
  it('shows an export as preparing once the server accepted it', () => {
    const state = foldEvents(csvExportsProjection, [requested])
    expect(state.bill).toMatchObject({ exportId: 'exp-1', status: 'processing', fileUrl: null })
    expect(state.purchase).toBeNull()
  })

  it('is ready with the link of the file_download notice of its kind', () => {
    const notice = fileNotice(9, { type: 'bill', fileUrl: 'https://files.example.com/b.csv?sig=1' }, later)
    const state = foldEvents(csvExportsProjection, [requested, stored('notice.received', notice)])
    expect(state.bill).toMatchObject({
      status: 'ready',
      fileUrl: 'https://files.example.com/b.csv?sig=1',
      readyAt: later,
    })
  })

  it('is ready when the notice is caught up after a reconnect, the newest file winning', () => {
    const list = [
      fileNotice(11, { type: 'bill', fileUrl: 'https://files.example.com/new.csv' }, '2026-11-20T10:02:00.000Z'),
      fileNotice(10, { type: 'bill', fileUrl: 'https://files.example.com/old.csv' }, later),
    ]
    const caughtUp = stored('notices.caughtUp', { page: { list, cursor: 0, hasMore: false, notReadNum: 2 } as never })
    const state = foldEvents(csvExportsProjection, [requested, caughtUp])
    expect(state.bill?.status).toBe('ready')
    expect(state.bill?.fileUrl).toBe('https://files.example.com/old.csv')
  })

  it('ignores a notice older than the export (the file of an earlier request) and another kind', () => {
    const older = fileNotice(
      7,
      { type: 'bill', fileUrl: 'https://files.example.com/x.csv' },
      '2026-11-20T09:59:00.000Z',
    )
    const other = fileNotice(8, { type: 'deposit', fileUrl: 'https://files.example.com/d.csv' }, later)
    const state = foldEvents(csvExportsProjection, [
      requested,
      stored('notice.received', older),
      stored('notice.received', other),
    ])
    expect(state.bill?.status).toBe('processing')
    expect(state.deposit).toBeNull()
  })

  it('is put away when the reader closes it, but not by the dismissal of an earlier export', () => {
    const again = stored('statements.export.requested', {
      export: csvExport({ exportId: 'exp-2' }),
      query: billQuery(),
    })
    const stale = stored('statements.export.dismissed', { kind: 'bill' as const, exportId: 'exp-1' })
    expect(foldEvents(csvExportsProjection, [requested, again, stale]).bill?.exportId).toBe('exp-2')
    const closed = stored('statements.export.dismissed', { kind: 'bill' as const, exportId: 'exp-2' })
    expect(foldEvents(csvExportsProjection, [requested, again, closed]).bill).toBeNull()
  })
})
