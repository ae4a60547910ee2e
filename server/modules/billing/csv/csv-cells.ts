/**
 * Cells of the CSV exports, safe to open in a spreadsheet. A text cell that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return would be read by Excel, LibreOffice or Google Sheets as a
 * formula (CSV injection, OWASP), so it gets a leading `'`: the program shows the text as typed
 * and runs nothing. Every text that can come from a person or the catalogue (a bill's title, a
 * package name, a network) goes through `textCell`.
 *
 * Amounts are our own numbers (`-49.00` for a debit) and stay numbers a spreadsheet can sum:
 * `amountCell` passes a plain decimal through untouched and treats anything else as text.
 */

const FORMULA_START = /^[=+\-@\t\r]/

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/

/** A text cell, neutralised when a spreadsheet would read it as a formula. */
export function textCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return ''
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** A decimal we computed (USD, RU): kept numeric when it is one, neutralised otherwise. */
export function amountCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  return PLAIN_DECIMAL.test(text) ? text : textCell(text)
}

/** An ISO 8601 time, or empty. */
export function timeCell(value: string | null | undefined): string {
  return value ?? ''
}
