/**
 * The feed checks: `/blog/rss.xml` and `/sitemap.xml` are well-formed XML; the feed, read right
 * after a few posts were published, carries each of them with its title as written, and the
 * sitemap lists every published document's address with a valid date.
 */
import type { CheckedDocument, Problems } from './checked-document'
import { childrenNamed, childText, parseXml, type XmlElement } from './xml-document'

/** The parsed document at `path`, or the reason it is not well-formed XML. */
async function xmlAt(
  origin: string,
  path: string,
): Promise<{ root: XmlElement } | { problem: string }> {
  const response = await fetch(`${origin}${path}`)
  const type = response.headers.get('content-type') ?? ''
  if (response.status !== 200 || !type.includes('xml'))
    return { problem: `GET ${path} answered ${response.status} ${type}` }
  const parsed = parseXml(await response.text())
  return parsed.ok
    ? { root: parsed.root }
    : { problem: `${path} is not well-formed XML: ${parsed.error}` }
}

/** Each post's problems in the feed (keyed by id): it is there, titled as written. */
export async function feedProblems(
  origin: string,
  posts: readonly CheckedDocument[],
): Promise<Map<number, Problems>> {
  const found = await xmlAt(origin, '/blog/rss.xml')
  const problems = new Map<number, Problems>()
  if ('problem' in found) {
    for (const post of posts) problems.set(post.id, [found.problem])
    return problems
  }
  const channel = childrenNamed(found.root, 'channel')[0]
  const items = channel ? childrenNamed(channel, 'item') : []
  for (const post of posts) {
    const item = items.find((each) => childText(each, 'link')?.endsWith(post.path))
    if (!item) problems.set(post.id, [`not in the feed's ${items.length} items`])
    else if (childText(item, 'title') !== post.title) {
      problems.set(post.id, [`the feed titles it ${JSON.stringify(childText(item, 'title'))}`])
    } else if (Number.isNaN(Date.parse(childText(item, 'pubDate') ?? ''))) {
      problems.set(post.id, [`the feed dates it ${JSON.stringify(childText(item, 'pubDate'))}`])
    }
  }
  return problems
}

/** Each document's problems in the sitemap (keyed by id): it is listed, with a valid date. */
export async function sitemapProblems(
  origin: string,
  documents: readonly CheckedDocument[],
): Promise<Map<number | string, Problems>> {
  const found = await xmlAt(origin, '/sitemap.xml')
  const problems = new Map<number | string, Problems>()
  const key = (document: CheckedDocument) => `${document.kind}:${document.id}`
  if ('problem' in found) {
    for (const document of documents) problems.set(key(document), [found.problem])
    return problems
  }
  const entries = new Map(
    childrenNamed(found.root, 'url').map((url) => [
      new URL(childText(url, 'loc') ?? '', origin).pathname,
      childText(url, 'lastmod'),
    ]),
  )
  for (const document of documents) {
    if (!entries.has(document.path)) problems.set(key(document), ['not in the sitemap'])
    else {
      const lastmod = entries.get(document.path)
      if (lastmod && Number.isNaN(Date.parse(lastmod)))
        problems.set(key(document), [`the sitemap dates it ${lastmod}`])
    }
  }
  return problems
}
