import { parseRedirectSource, redirectLoopProblem, redirectTargetProblem } from './redirect-address'

/**
 * A list of redirects staff paste or upload when a site moves (issue 40, item 2): one a line,
 * `from,to,permanent` (CSV, or tab- or semicolon-separated as spreadsheets copy and export), an
 * optional heading line, blank lines ignored. Each line is judged by the same rules as the
 * redirect form; the list is stored whole or not at all.
 */

/** The largest list taken at once: lines (besides a heading and blank lines) and UTF-8 bytes. */
export const redirectListLimits = { lines: 2_000, bytes: 256 * 1024 } as const

/** A redirect read from a line of the list (its number and text), From in normal form. */
export type RedirectRow = {
  line: number
  text: string
  from: string
  to: string
  isPermanent: boolean
}

/** A line that was refused: its number (the first is 1), the line as it was, and why. */
export type RefusedLine = { line: number; text: string; reason: string }

export type RedirectList = { rows: RedirectRow[]; refused: RefusedLine[] }

/**
 * Splits one line into its fields as a CSV reader does (quotes, doubled quotes, the separators
 * above), or null when its quotes are not closed.
 */
export type LineSplitter = (line: string) => string[] | null

const permanentWords = new Map<string, boolean>([
  ['', true],
  ['yes', true],
  ['y', true],
  ['true', true],
  ['1', true],
  ['permanent', true],
  ['301', true],
  ['308', true],
  ['no', false],
  ['n', false],
  ['false', false],
  ['0', false],
  ['temporary', false],
  ['302', false],
  ['307', false],
])

/** Whether the first line names the columns (`from,to,permanent`) rather than a redirect. */
const isHeading = (fields: readonly string[]) => /^(from|source|old)\b/i.test(fields[0] ?? '')

/** The UTF-8 size of `text` in bytes. */
export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length

/** Why a list larger than `redirectListLimits.bytes` is refused. */
export const redirectListTooLarge = `The list is larger than ${redirectListLimits.bytes / 1024} KB: split it into parts and import each.`

/** Why a whole list is refused before its lines are read (too large), or null. */
export function redirectListSizeProblem(text: string): string | null {
  if (utf8Bytes(text) > redirectListLimits.bytes) return redirectListTooLarge
  const lines = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length
  // One more line than the limit is allowed for a heading.
  if (lines > redirectListLimits.lines + 1) {
    return `The list has more than ${redirectListLimits.lines.toLocaleString('en-US')} lines: split it into parts and import each.`
  }
  return null
}

function readLine(fields: readonly string[]): Omit<RedirectRow, 'line' | 'text'> | string {
  if (fields.length < 2 || fields.length > 3) {
    return `Write each line as from,to,permanent (permanent may be left out); this one has ${fields.length} ${fields.length === 1 ? 'part' : 'parts'}.`
  }
  const [typedFrom = '', to = '', typedPermanent = ''] = fields
  const from = parseRedirectSource(typedFrom)
  if (!from.ok) return from.message
  if (to === '') return 'Enter where the old address now leads in To.'
  const targetProblem = redirectTargetProblem(to)
  if (targetProblem) return `To: ${targetProblem}`
  const loop = redirectLoopProblem(from.path, to)
  if (loop) return loop
  const isPermanent = permanentWords.get(typedPermanent.toLowerCase())
  if (isPermanent === undefined) {
    return 'Write Permanent as yes or no (or leave it empty for yes).'
  }
  return { from: from.path, to, isPermanent }
}

/**
 * Reads a pasted or uploaded list of redirects: each line's redirect, From in normal form, and
 * each refused line with why (the form's own messages; a line that repeats an earlier line's
 * From is refused too). Lines are numbered as a text editor numbers them.
 */
export function readRedirectList(text: string, split: LineSplitter): RedirectList {
  const rows: RedirectRow[] = []
  const refused: RefusedLine[] = []
  const firstLineOf = new Map<string, number>()
  let isFirst = true
  for (const [index, raw] of text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .entries()) {
    const line = index + 1
    if (raw.trim() === '') continue
    const fields = split(raw)?.map((field) => field.trim())
    const wasFirst = isFirst
    isFirst = false
    if (fields === undefined) {
      refused.push({ line, text: raw, reason: 'A quote (") on this line is not closed.' })
      continue
    }
    if (wasFirst && isHeading(fields)) continue
    const read = readLine(fields)
    if (typeof read === 'string') {
      refused.push({ line, text: raw, reason: read })
      continue
    }
    const earlier = firstLineOf.get(read.from)
    if (earlier !== undefined) {
      refused.push({ line, text: raw, reason: `Line ${earlier} already redirects ${read.from}.` })
      continue
    }
    firstLineOf.set(read.from, line)
    rows.push({ line, text: raw, ...read })
  }
  return { rows, refused }
}
