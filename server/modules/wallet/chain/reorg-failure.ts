/**
 * The `failure_reason` of a deposit whose transfer a chain re-org dropped before it had its
 * confirmations. Kept as a failed row rather than deleted, so the customer's history shows what
 * happened; if the transfer is mined again, the next scan brings the row back to `confirming`.
 */
export const REORG_FAILURE = 'The transfer was dropped by a chain re-organisation before it was confirmed'
