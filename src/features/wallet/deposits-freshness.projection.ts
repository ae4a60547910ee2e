/**
 * Whether lists of deposits loaded earlier are out of date (SPEC §4 "Deposit notice: deposit list
 * flagged for update"). Projected from the deposit notice itself, so no second fact is needed:
 * a deposit list (the billing screens) compares the time it was loaded with `changedAt`.
 */
import type { Projection } from '../../store/projection'

export interface DepositsFreshness {
  /** When the newest deposit notice was created; null when none arrived. */
  changedAt: string | null
}

export const depositsFreshnessProjection: Projection<DepositsFreshness> = {
  name: 'depositsFreshness',
  version: 1,
  initial: { changedAt: null },
  on: {
    'notice.received': (state, { payload }) =>
      payload.type === 'deposit' && (state.changedAt === null || payload.createdAt > state.changedAt)
        ? { changedAt: payload.createdAt }
        : state,
  },
}
