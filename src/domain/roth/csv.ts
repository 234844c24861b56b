import { roundToCents } from './output-rounding'

/**
 * One CSV cell (RFC 4180): as it is, or in double quotes, with any inside doubled, when it holds
 * a comma, a double quote or a line break, so a strategy's label stays one cell.
 */
export function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows of cells as CSV text (RFC 4180): comma-separated, CRLF line ends, the last one included. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/**
 * Dollars for a spreadsheet: rounded to cents, with no thousands separators, e.g. "1234567.80";
 * a difference of two rounded amounts is written without float noise and never as "-0.00".
 */
export function csvDollars(dollars: number): string {
  return roundToCents(dollars).toFixed(2)
}
