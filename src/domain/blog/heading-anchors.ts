import type { LexicalNode } from './lexical-node'
import { plainTextOf } from './reading-time'
import { slugify } from './slug'

/** Headings that get an id: the levels the post editor offers. */
const anchoredTags = new Set(['h2', 'h3', 'h4'])

/** One entry of a post's table of contents: a link to `#id` labelled `text`. */
export type TocEntry = { id: string; text: string; level: 2 | 3 }

/**
 * The id a heading's text reads as in a URL fragment: accents stripped ("Exención" → "exencion"),
 * lower case, every run of other characters a single hyphen (the blog's `slugify`); "section"
 * when nothing is left (a heading of emoji or punctuation only).
 */
export function headingSlug(text: string): string {
  return slugify(text) || 'section'
}

/** `base`, or `base-2`, `base-3`… whichever is the first not yet `taken`, which it then joins. */
function claimId(base: string, taken: Set<string>): string {
  let id = base
  for (let suffix = 2; taken.has(id); suffix += 1) id = `${base}-${suffix}`
  taken.add(id)
  return id
}

/**
 * Gives every h2–h4 heading in the Lexical node `root` (an editor state's root) a stable id, for
 * the table of contents and for links to a section. Returns a deep copy of `root` whose h2–h4
 * nodes carry `anchorId` (the original is left as it was), and `toc`, the h2 and h3 headings in
 * document order (h4 are too fine for it; a heading without text has no entry).
 *
 * Ids are `headingSlug` of the heading's text; a repeated one gets `-2`, `-3`… in document
 * order, and so does one in `reservedIds` (ids the page already uses, such as `main` or a block's
 * `faq-…`). The same text in the same order always yields the same ids, so links keep working
 * across builds.
 */
export function anchorHeadings<T extends LexicalNode>(
  root: T,
  { reservedIds = [] }: { reservedIds?: Iterable<string> } = {},
): { root: T; toc: TocEntry[] } {
  const copy = structuredClone(root)
  const taken = new Set(reservedIds)
  const toc: TocEntry[] = []
  const visit = (node: LexicalNode) => {
    if (node.type === 'heading' && node.tag && anchoredTags.has(node.tag)) {
      const text = plainTextOf(node)
      const id = claimId(headingSlug(text), taken)
      node.anchorId = id
      if (node.tag !== 'h4' && text) toc.push({ id, text, level: node.tag === 'h2' ? 2 : 3 })
    }
    node.children?.forEach(visit)
  }
  visit(copy)
  return { root: copy, toc }
}
