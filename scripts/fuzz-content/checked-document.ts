import type { PostBodyOutline } from './post-body-outline'

/** A document the fuzzer created, as every check sees it. */
export type CheckedDocument = {
  seed: number
  /** Its number in the run (negative for the run's categories and topics). */
  index: number
  kind: 'post' | 'page' | 'category' | 'tag'
  id: number
  path: string
  title: string
  searchWord?: string
  /** A post's headings and links, which its PDF's outline follows. */
  postBody?: PostBodyOutline
}

/** What one check found wrong with one document: nothing when it passed. */
export type Problems = string[]

/** A check of one renderer for one document. */
export type DocumentCheck = (origin: string, document: CheckedDocument) => Promise<Problems>

/** The problem a check reports when an answer is not what it needs to look further. */
export async function unexpectedAnswer(what: string, response: Response): Promise<string> {
  const body = (await response.text()).slice(0, 200).replace(/\s+/g, ' ')
  return `${what} answered ${response.status} ${response.headers.get('content-type') ?? ''}: ${body}`
}
