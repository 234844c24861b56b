/**
 * What a post's body gives its PDF's outline, read from the rich text the fuzzer sent: the tags of
 * its headings (h2–h4) in order, and whether it links anywhere (the PDF then lists the addresses
 * under a "Links" heading, unless no link leads anywhere printable).
 */
export type PostBodyOutline = { headingTags: string[]; hasLinks: boolean }

type Node = { type?: unknown; tag?: unknown; children?: unknown }

const childrenOf = (node: Node): Node[] =>
  Array.isArray(node.children) ? (node.children as Node[]) : []

/** The outline of `content`, a rich text value as the REST API takes it (`{ root }`). */
export function postBodyOutline(content: unknown): PostBodyOutline {
  const root = (content as { root?: Node } | null)?.root ?? {}
  const headingTags = childrenOf(root).flatMap((node) =>
    node.type === 'heading' && typeof node.tag === 'string' ? [node.tag] : [],
  )
  const hasLink = (node: Node): boolean =>
    node.type === 'link' || node.type === 'autolink' || childrenOf(node).some(hasLink)
  return { headingTags, hasLinks: hasLink(root) }
}
