/**
 * The model behind outbox-server.test.ts: what a person does (the app's commands, network
 * switches, reloads, a second tab) as fast-check arbitraries, and what the server and the
 * client must hold afterwards, worked out from the commands alone.
 */
import fc from 'fast-check'
import { LANGUAGES, NOTICE_TYPES, type EmailConfig, type Language, type NoticeType } from '../../contract'
import type { Preferences } from '../../src/features/account/preferences.projection'

/** A command of the app as data, so a failing case prints and shrinks readably. */
export type PlannedCommand =
  | { kind: 'changeLanguage'; language: Language }
  | { kind: 'setRechargeTips'; enabled: boolean }
  | { kind: 'setEmailConfig'; changes: Partial<EmailConfig> }
  | { kind: 'markAllNoticesRead' }
  | { kind: 'markNoticeTypeRead'; type: NoticeType }

export type Step =
  | { kind: 'enqueue'; command: PlannedCommand }
  /** The network goes away: calls fail, the rows must stay. */
  | { kind: 'goOffline' }
  /** The network is back, and the app flushes. */
  | { kind: 'goOnline' }
  | { kind: 'flush' }
  /** A new page over the same database; `crashMidCall`: the old one dies after a call reached the server. */
  | { kind: 'reload'; crashMidCall: boolean }
  /**
   * A second tab (queueing one more command, maybe) flushes together with this one; without Web
   * Locks (older browsers) both really send at once and only the server's keys keep order.
   */
  | { kind: 'twoTabs'; command: PlannedCommand | null; webLocks: boolean }
  /** The next call reaches the server but its answer never comes back. */
  | { kind: 'loseAnswer' }

export interface Scenario {
  /** Types of the notices the user has, all unread, before the first step. */
  notices: NoticeType[]
  steps: Step[]
}

/** A few types, so marking one type read usually has something to mark. */
export const SEEDED_NOTICE_TYPES = ['deposit', 'low_balance', 'expired', 'normal_warn'] as const

/** EmailConfig.lowBalanceThreshold: at most $1,000,000. */
const MAX_THRESHOLD_CENTS = 100_000_000

/** Whether the server refuses the command (-32602): a malformed or too high threshold. */
export function isRefused(command: PlannedCommand): boolean {
  if (command.kind !== 'setEmailConfig' || command.changes.lowBalanceThreshold === undefined) return false
  const cents = thresholdCents(command.changes.lowBalanceThreshold)
  return cents === null || cents > MAX_THRESHOLD_CENTS
}

/**
 * The settings after `command`: as the server stores them (`server`, thresholds with 2 decimals)
 * or as the queued command shows them before an answer (`optimistic`, as typed, refusals too).
 */
export function applyToPreferences(
  preferences: Preferences,
  command: PlannedCommand,
  as: 'server' | 'optimistic',
): Preferences {
  switch (command.kind) {
    case 'changeLanguage':
      return { ...preferences, language: command.language }
    case 'setRechargeTips':
      return { ...preferences, rechargeTips: command.enabled }
    case 'setEmailConfig': {
      const changes = { ...command.changes }
      const threshold = changes.lowBalanceThreshold
      if (as === 'server' && threshold !== undefined)
        changes.lowBalanceThreshold = formatCents(thresholdCents(threshold))
      return { ...preferences, emailConfig: { ...preferences.emailConfig, ...changes } }
    }
    default:
      return preferences
  }
}

/** Ids of the notices still unread after the accepted commands, in the order given. */
export function unreadAfter(notices: { id: number; type: NoticeType }[], accepted: PlannedCommand[]): number[] {
  const read = new Set<number>()
  for (const command of accepted) {
    for (const notice of notices) {
      if (command.kind === 'markAllNoticesRead') read.add(notice.id)
      if (command.kind === 'markNoticeTypeRead' && command.type === notice.type) read.add(notice.id)
    }
  }
  return notices.filter((notice) => !read.has(notice.id)).map((notice) => notice.id)
}

const thresholdArb = fc.oneof(
  // Valid: "12", "12.5" or "12.50", all stored as "12.50".
  fc
    .record({ cents: fc.integer({ min: 0, max: MAX_THRESHOLD_CENTS }), short: fc.boolean() })
    .map(({ cents, short }) => (short ? formatCents(cents).replace(/\.?0+$/, '') || '0' : formatCents(cents))),
  // Refused in the handler: a well-formed amount over $1,000,000.
  fc.integer({ min: MAX_THRESHOLD_CENTS + 1, max: 999_999_999 }).map(formatCents),
  // Refused by the params check.
  fc.constantFrom('-5', '1.234', '', 'ten', '12345678'),
)

const emailChangesArb = fc
  .record(
    {
      lowBalance: fc.boolean(),
      lowBalanceThreshold: thresholdArb,
      packageUsage: fc.boolean(),
      billing: fc.boolean(),
      apiKeys: fc.boolean(),
      team: fc.boolean(),
      marketing: fc.boolean(),
    },
    { requiredKeys: [] },
  )
  .filter((changes) => Object.keys(changes).length > 0)

export const commandArb: fc.Arbitrary<PlannedCommand> = fc.oneof(
  fc.constantFrom(...LANGUAGES).map((language) => ({ kind: 'changeLanguage' as const, language })),
  fc.boolean().map((enabled) => ({ kind: 'setRechargeTips' as const, enabled })),
  { arbitrary: emailChangesArb.map((changes) => ({ kind: 'setEmailConfig' as const, changes })), weight: 2 },
  fc.constant({ kind: 'markAllNoticesRead' as const }),
  fc
    .oneof(fc.constantFrom(...SEEDED_NOTICE_TYPES), fc.constantFrom(...NOTICE_TYPES))
    .map((type) => ({ kind: 'markNoticeTypeRead' as const, type })),
)

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: commandArb.map((command) => ({ kind: 'enqueue' as const, command })), weight: 4 },
  // Offline and reloads a little more often: queues that outlive a page are the point.
  { arbitrary: fc.constant({ kind: 'goOffline' as const }), weight: 2 },
  fc.constant({ kind: 'goOnline' as const }),
  fc.constant({ kind: 'flush' as const }),
  { arbitrary: fc.boolean().map((crashMidCall) => ({ kind: 'reload' as const, crashMidCall })), weight: 2 },
  fc
    .record({ command: fc.option(commandArb, { nil: null }), webLocks: fc.boolean() })
    .map((tabs) => ({ kind: 'twoTabs' as const, ...tabs })),
  fc.constant({ kind: 'loseAnswer' as const }),
)

/** At most 8 steps: enough to mix every kind, short enough for hundreds of runs. */
export const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  notices: fc.array(fc.constantFrom(...SEEDED_NOTICE_TYPES), { maxLength: 4 }),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 8 }),
})

/** Cents of a threshold as the contract writes it, or null when it is not one. */
function thresholdCents(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

function formatCents(cents: number | null): string {
  const value = cents ?? 0
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`
}
