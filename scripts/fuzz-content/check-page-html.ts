/**
 * The page check: the document's address answers 200 with HTML that a maintained validator
 * (html-validate, its rules for what the standard requires) finds valid, links nowhere with
 * `href="#"`, and every image it shows (uploads through Next's image route) loads.
 */
import { HtmlValidate } from 'html-validate'

import { unexpectedAnswer, type DocumentCheck, type Problems } from './checked-document'

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // Next writes its own inline scripts and styles: their content is not the page's markup.
    'no-inline-style': 'off',
  },
})

/** The HTML's `src` and `srcset` image addresses on this site (uploads and Next's image route). */
export function imageAddresses(html: string): string[] {
  const addresses = new Set<string>()
  for (const [, attribute = '', value = ''] of html.matchAll(
    /<img\b[^>]*?\s(src|srcSet|srcset)="([^"]*)"/g,
  )) {
    const decoded = value.replaceAll('&amp;', '&')
    const candidates =
      attribute === 'src'
        ? [decoded]
        : decoded.split(/,\s+/).map((entry) => entry.trim().split(/\s+/)[0] ?? '')
    for (const candidate of candidates) if (candidate.startsWith('/')) addresses.add(candidate)
  }
  return [...addresses]
}

async function imageProblems(origin: string, html: string): Promise<Problems> {
  const problems: Problems = []
  for (const address of imageAddresses(html)) {
    const response = await fetch(`${origin}${address}`)
    const type = response.headers.get('content-type') ?? ''
    if (!response.ok || !type.startsWith('image/')) {
      problems.push(await unexpectedAnswer(`the image ${address}`, response))
    } else {
      await response.arrayBuffer()
    }
  }
  return problems
}

/** The validator's findings in `html`, one line each. */
export async function htmlProblems(html: string): Promise<Problems> {
  const report = await validator.validateString(html)
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `html-validate ${message.ruleId} at ${message.line}:${message.column}: ${message.message} (${message.selector ?? ''})`,
    ),
  )
}

export const checkPageHtml: DocumentCheck = async (origin, document) => {
  const response = await fetch(`${origin}${encodeURI(document.path)}`)
  const type = response.headers.get('content-type') ?? ''
  if (response.status !== 200 || !type.startsWith('text/html')) {
    return [await unexpectedAnswer(`GET ${document.path}`, response)]
  }
  const html = await response.text()
  const problems = await htmlProblems(html)
  if (/\shref="#"/.test(html)) problems.push('a link with href="#"')
  // What Payload's rich text renderer prints for a node it has no converter for.
  if (html.includes('unknown node'))
    problems.push('“unknown node” where the text has a node the site cannot draw')
  return [...problems, ...(await imageProblems(origin, html))]
}
