/**
 * The export sessions of the billing screens: while a CSV export (deposits, purchases, bills) is
 * being prepared, its request is remembered in session storage so a reload does not ask again;
 * the file_download notice (SPEC §4) says it is ready, which ends the session.
 */
import type { ExportKind } from '../../contract/statuses'

const KEY_PREFIX = 'hubdeck:export:'

/** Remembers that an export of `kind` was requested (the billing screens call it). */
export function startExportSession(kind: ExportKind, request: unknown): void {
  sessionStorage.setItem(KEY_PREFIX + kind, JSON.stringify(request))
}

/** The pending export request of `kind`, or null. */
export function readExportSession(kind: ExportKind): unknown {
  const stored = sessionStorage.getItem(KEY_PREFIX + kind)
  return stored === null ? null : (JSON.parse(stored) as unknown)
}

/** Forgets the export of `kind`: its file is ready. */
export function clearExportSession(kind: ExportKind): void {
  sessionStorage.removeItem(KEY_PREFIX + kind)
}
