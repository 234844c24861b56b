import { linkedDocPath } from '../content/linked-doc-path'
import { absoluteUrl } from '../seo/structured-data'
import type { LexicalNode } from './lexical-node'

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

function hrefOf(node: LexicalNode): string | null {
  const fields = asRecord(node.fields)
  if (fields.linkType === 'internal') {
    const doc = asRecord(fields.doc)
    return typeof doc.relationTo === 'string'
      ? linkedDocPath({ relationTo: doc.relationTo, value: doc.value })
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
 * to pages of the site (relative paths, and internal links to a document) are
 * made absolute against `siteUrl`; an internal link whose document has no address
 * (`linkedDocPath`: unpublished, deleted) gets no footnote.
 */
export function collectLinkFootnotes(root: LexicalNode, siteUrl: string): LinkFootnotes {
  const urls: string[] = []
  const footnoteByLink: Array<number | null> = []
  const visit = (node: LexicalNode) => {
    if (linkNodeTypes.has(node.type)) {
      const href = hrefOf(node)
      const url = href === null ? null : footnoteUrl(href, siteUrl)
      if (url !== null && !urls.includes(url)) urls.push(url)
      footnoteByLink.push(url === null ? null : urls.indexOf(url) + 1)
    }
    node.children?.forEach(visit)
  }
  visit(root)
  return { urls, footnoteByLink }
}
