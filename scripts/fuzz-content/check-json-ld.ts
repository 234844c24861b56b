/**
 * The structured data check: every `application/ld+json` script of the document's page parses as
 * JSON, each node names its `@context` and `@type` (or is a reference by `@id`), carries the
 * properties search engines require of its type (and no empty text), and a post's page has one
 * BlogPosting headed by the post's title. A reference may name a node of another page (a post is
 * part of the blog's Blog, described on /blog).
 */
import { unexpectedAnswer, type DocumentCheck, type Problems } from './checked-document'

type JsonNode = Record<string, unknown>

/** The properties each type must carry, by what Google's structured data documentation requires. */
const requiredByType: Record<string, string[]> = {
  BlogPosting: ['headline', 'datePublished', 'author', 'image', 'url'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  LegalService: ['name', 'address', 'telephone', 'url'],
  Person: ['name'],
  WebPage: ['@id'],
  WebSite: ['url', 'name'],
  Blog: ['name', 'url'],
  ItemList: ['itemListElement'],
  Service: ['name'],
}

/** The JSON-LD scripts' texts in `html`. */
export function jsonLdScripts(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text = '']) => text,
  )
}

function visit(value: unknown, path: string, each: (node: JsonNode, path: string) => void) {
  if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`, each))
  else if (value && typeof value === 'object') {
    each(value as JsonNode, path)
    for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`, each)
  }
}

/** What is wrong with the parsed JSON-LD `roots` of one page. */
export function jsonLdProblems(roots: unknown[]): Problems {
  const problems: Problems = []
  roots.forEach((root, index) => {
    const rootNodes = Array.isArray(root) ? root : [root]
    for (const node of rootNodes as JsonNode[]) {
      if (node['@context'] !== 'https://schema.org')
        problems.push(`script ${index}: no schema.org @context`)
    }
    visit(root, `script ${index}`, (node, path) => {
      const type = node['@type']
      const keys = Object.keys(node)
      if (type === undefined) {
        if (keys.length > 1 || typeof node['@id'] !== 'string')
          problems.push(`${path}: a node without @type`)
        return
      }
      for (const required of requiredByType[String(type)] ?? []) {
        const value = node[required]
        if (
          value === undefined ||
          value === null ||
          value === '' ||
          (Array.isArray(value) && value.length === 0)
        ) {
          problems.push(`${path} (${String(type)}): no ${required}`)
        }
      }
      for (const [key, value] of Object.entries(node)) {
        if (
          typeof value === 'string' &&
          (value.trim() === '' || value.includes('[object Object]'))
        ) {
          problems.push(`${path}.${key}: ${JSON.stringify(value)}`)
        }
      }
    })
  })
  return problems
}

export const checkJsonLd: DocumentCheck = async (origin, document) => {
  const response = await fetch(`${origin}${document.path}`)
  if (response.status !== 200) return [await unexpectedAnswer(`GET ${document.path}`, response)]
  const scripts = jsonLdScripts(await response.text())
  if (scripts.length === 0) return ['no JSON-LD']
  const roots: unknown[] = []
  const problems: Problems = []
  for (const [index, script] of scripts.entries()) {
    try {
      roots.push(JSON.parse(script))
    } catch (error) {
      problems.push(`script ${index} does not parse: ${(error as Error).message}`)
    }
  }
  problems.push(...jsonLdProblems(roots))
  if (document.kind === 'post') {
    const postings: JsonNode[] = []
    for (const root of roots)
      visit(root, '', (node) => node['@type'] === 'BlogPosting' && postings.push(node))
    if (postings.length !== 1) problems.push(`${postings.length} BlogPosting nodes`)
    else if (postings[0]?.headline !== document.title) {
      problems.push(
        `the BlogPosting's headline ${JSON.stringify(postings[0]?.headline)} is not the title`,
      )
    }
  }
  if (document.path !== '/') {
    const crumbs: JsonNode[] = []
    for (const root of roots)
      visit(root, '', (node) => node['@type'] === 'BreadcrumbList' && crumbs.push(node))
    if (crumbs.length === 0) problems.push('no BreadcrumbList')
  }
  return problems
}
