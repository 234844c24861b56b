/** The feed as a whole. Every URL must be absolute (`https://…`): feed readers have no base URL. */
export type RssChannel = {
  title: string
  /** The blog's home page. */
  link: string
  description: string
  /** Where this feed is served, for `<atom:link rel="self">`. */
  selfUrl: string
  /** An RSS language code; "en-us" when not given. */
  language?: string
  /** When the feed's content last changed (the newest item's update), never the clock. */
  lastBuildDate?: Date
}

/** One post in the feed. `link` and `guid` must be absolute URLs, as for the channel. */
export type RssItem = {
  title: string
  link: string
  /** Plain text (the excerpt); escaped here. */
  description: string
  pubDate: Date
  /** The post's permanent id; a permalink when it equals `link`. */
  guid: string
  categories?: ReadonlyArray<string>
  /** The author's name, as `<dc:creator>`. */
  creator?: string
}

/**
 * Characters XML 1.0 forbids anywhere, even escaped (https://www.w3.org/TR/xml/#charsets): C0
 * controls other than tab, newline and carriage return, lone surrogates, U+FFFE and U+FFFF. A
 * single one makes a feed reader reject the whole feed.
 */
const forbiddenInXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu

/** `text` safe as XML element content or attribute value: escaped, forbidden characters dropped. */
export function xmlText(text: string): string {
  return text
    .replace(forbiddenInXml, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** `date` as RFC 822 in GMT, the form RSS 2.0 asks for: "Tue, 24 Nov 2026 18:00:00 GMT". */
export function rfc822Date(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('An RSS date must be a valid date')
  return date.toUTCString()
}

function element(name: string, text: string, attributes = ''): string {
  return `<${name}${attributes}>${xmlText(text)}</${name}>`
}

function itemXml(item: RssItem): string[] {
  const isPermaLink = item.guid === item.link
  return [
    '<item>',
    ...[
      element('title', item.title),
      element('link', item.link),
      element('description', item.description),
      element('pubDate', rfc822Date(item.pubDate)),
      element('guid', item.guid, ` isPermaLink="${isPermaLink}"`),
      ...(item.categories ?? []).map((category) => element('category', category)),
      ...(item.creator ? [element('dc:creator', item.creator)] : []),
    ].map((line) => `  ${line}`),
    '</item>',
  ]
}

/**
 * The blog's RSS 2.0 feed (https://www.rssboard.org/rss-specification) for `channel` and its
 * `items`, in the order given (newest first, already cut to the feed's length by the caller).
 * Text is escaped and stripped of characters XML forbids, dates are RFC 822 in GMT, and the
 * channel names its own address (`atom:link rel="self"`), as feed validators expect. Absolute
 * links are the caller's job: this function prints URLs as it receives them.
 */
export function rssXml(channel: RssChannel, items: ReadonlyArray<RssItem>): string {
  const channelLines = [
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language ?? 'en-us'),
    ...(channel.lastBuildDate ? [element('lastBuildDate', rfc822Date(channel.lastBuildDate))] : []),
    `<atom:link href="${xmlText(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items.flatMap(itemXml),
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    ...channelLines.map((line) => `    ${line}`),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
