import { absoluteUrl } from '../seo/structured-data'
import type { LexicalNode } from './lexical-node'

/** An internal link's target as Payload stores it: the collection and the document (or its id). */
export type LinkedDoc = { relationTo: string; value: unknown }

/** The site path of an internal link's document (`/blog/{slug}`, a page's path), or null if it has none. */
export type LinkedDocPath = (doc: LinkedDoc) => string | null | undefined

/** A post's links as numbered footnotes, for print, where a reader cannot click. */
export type LinkFootnotes = {
  /** Each footnote's URL, once: footnote n is `urls[n - 1]`. */
  urls: string[]
  /**
   * The footnote number of each `link` and `autolink` node, in the order a depth-first walk of the
   * tree meets them (the order a renderer meets them); null for a link that leads nowhere printable.
   */
  footnoteByLink: Array<number | null>
}

const linkNodeTypes = new Set(['link', 'autolink'])
const keptAsWritten = /^(?:mailto|tel):/i
const anyScheme = /^[a-z][a-z0-9+.-]*:/i
const webScheme = /^https?:/i

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

function hrefOf(node: LexicalNode, docPath: LinkedDocPath): string | null {
  const fields = asRecord(node.fields)
  if (fields.linkType === 'internal') {
    const doc = asRecord(fields.doc)
    return typeof doc.relationTo === 'string'
      ? (docPath({ relationTo: doc.relationTo, value: doc.value }) ?? null)
      : null
  }
  return typeof fields.url === 'string' ? fields.url.trim() : null
}

/**
 * The URL a footnote prints for `href`: mailto: and tel: as written, http(s) and site paths
 * absolute against `siteUrl`; null for nothing, an in-page `#anchor`, an address that does not
 * parse, and any other scheme (`javascript:`, `data:`), which no printed page should carry.
 */
function footnoteUrl(href: string, siteUrl: string): string | null {
  if (href === '' || href.startsWith('#')) return null
  if (keptAsWritten.test(href)) return href
  if (anyScheme.test(href) && !webScheme.test(href)) return null
  if (!URL.canParse(href, absoluteUrl(siteUrl, '/'))) return null
  return absoluteUrl(siteUrl, href)
}

/**
 * Numbers the links in the Lexical node `root` (an editor state's root) for a printed post: text
 * "…[n]" in the body, then a closing list of the URLs. A URL linked twice gets one number. Links
 * to pages of the site (relative paths, and internal links to a document through `docPath`) are
 * made absolute against `siteUrl`; without `docPath`, internal links get no footnote.
 */
export function collectLinkFootnotes(
  root: LexicalNode,
  siteUrl: string,
  docPath: LinkedDocPath = () => null,
): LinkFootnotes {
  const urls: string[] = []
  const footnoteByLink: Array<number | null> = []
  const visit = (node: LexicalNode) => {
    if (linkNodeTypes.has(node.type)) {
      const href = hrefOf(node, docPath)
      const url = href === null ? null : footnoteUrl(href, siteUrl)
      if (url !== null && !urls.includes(url)) urls.push(url)
      footnoteByLink.push(url === null ? null : urls.indexOf(url) + 1)
    }
    node.children?.forEach(visit)
  }
  visit(root)
  return { urls, footnoteByLink }
}
