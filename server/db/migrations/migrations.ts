/**
 * Every migration, in order. A static list rather than a folder scan: bundlers and `tsx` see the
 * imports, and a missing file fails the type check instead of silently skipping a step.
 */
import { migration0001System } from './0001_system'
import type { Migration } from './migration'

/** Append new migrations at the end; never reorder, rename or edit a shipped one. */
export const migrations: readonly Migration[] = [migration0001System]
