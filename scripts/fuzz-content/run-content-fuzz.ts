/**
 * `npm run fuzz:content -- --posts N --seed S [--port P]` (after `npm run build:e2e`): creates N
 * documents (every third a page, the rest posts) of hostile but legitimate content through the
 * REST API as staff, after 8 images, 4 categories and 8 topics, on a production server of its
 * own (a fresh database under .tmp/security), then checks every renderer of each: the page
 * (valid HTML, no `href="#"`, no "unknown node", its images load), JSON-LD, the share card, the
 * site search, the post's PDF, the office e-mail of a page's contact form, and the feed and
 * sitemap (well-formed XML listing it). Prints what it made and every failure with its seed and
 * document (document K of seed S is made again by `--posts K+1 --seed S`), ends with "N passed,
 * N failed" (documents: the N and the run's categories and topics, each passed when every
 * renderer passed it) and exits non-zero on any failure. The same seed makes the same documents.
 */
import { parseArgs } from 'node:util'

import { securityEnvFor } from '../../tests/security/support/security-env'
import { startSecurityServer } from '../../tests/security/support/security-server'
import { stopServer } from '../support/server-process'
import { staffToken } from '../support/staff-api'
import { feedProblems, sitemapProblems } from './check-feeds'
import { checkJsonLd } from './check-json-ld'
import { checkOfficeEmail } from './check-office-email'
import { checkPageHtml } from './check-page-html'
import { checkPostPdf } from './check-post-pdf'
import { checkSearch } from './check-search'
import { checkShareCard } from './check-share-card'
import type { CheckedDocument, DocumentCheck } from './checked-document'
import { contentCoverage } from './content-coverage'
import {
  documentPlan,
  mediaPlans,
  taxonPlans,
  type ContactPlan,
  type KnownDocs,
} from './content-generator'
import { createDocument, createTaxon, listIds, uploadImage } from './create-content'
import { FuzzReport } from './fuzz-report'
import { postBodyOutline } from './post-body-outline'

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '30' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    port: { type: 'string', default: '3600' },
    concurrency: { type: 'string', default: '2' },
  },
})
const documentCount = Number(values.posts)
const seed = Number(values.seed)
const port = Number(values.port)
const origin = `http://localhost:${port}`
const startedMs = Date.now()
const elapsed = () => `${((Date.now() - startedMs) / 1000).toFixed(0)} s`
const say = (line: string) => process.stderr.write(`${line}\n`)

/** Posts published between two reads of the feed, which carries the newest 20. */
const feedBatch = 10
const serverName = 'fuzz-content'

const server = await startSecurityServer(serverName, port, {
  variables: {
    // The blog's PDFs are made every second rather than every ten; limits lifted for one client.
    JOBS_CRON: '* * * * * *',
    SEARCH_RATE_LIMIT: '1000000',
    CONTACT_RATE_LIMIT: '1000000',
    LOG_LEVEL: 'warn',
  },
})
const report = new FuzzReport()
let exitCode = 1
try {
  const token = await staffToken(origin)
  say(`fuzz:content seed ${seed}: server on ${origin} after ${elapsed()}`)
  const images = []
  for (const plan of mediaPlans(seed)) images.push(await uploadImage(origin, token, plan))
  const documents: CheckedDocument[] = []
  const supporting: CheckedDocument[] = []
  for (const kind of ['categories', 'tags'] as const) {
    for (const plan of taxonPlans(seed, kind, kind === 'categories' ? 4 : 8)) {
      const id = await createTaxon(origin, token, kind, plan)
      supporting.push({
        seed,
        index: -1 - supporting.length,
        kind: kind === 'categories' ? 'category' : 'tag',
        id,
        path: `/blog/${kind}/${plan.slug}`,
        title: plan.name,
      })
    }
  }
  const known: KnownDocs = {
    pages: await listIds(origin, token, 'pages'),
    posts: await listIds(origin, token, 'posts'),
    quizzes: await listIds(origin, token, 'quizzes'),
    categories: await listIds(origin, token, 'categories'),
    tags: await listIds(origin, token, 'tags'),
    images: images.map((image) => image.id),
  }
  const contacts = new Map<number, ContactPlan>()
  const bodies: unknown[] = []
  let unreadPosts: CheckedDocument[] = []
  const readFeed = async () => {
    const problems = await feedProblems(origin, unreadPosts)
    for (const post of unreadPosts) report.record(post, 'rss', problems.get(post.id) ?? [])
    unreadPosts = []
  }
  for (let index = 0; index < documentCount; index += 1) {
    const plan = documentPlan(seed, index, known)
    bodies.push(plan.data)
    const collection = plan.kind === 'post' ? 'posts' : 'pages'
    const pending: CheckedDocument = {
      seed,
      index,
      kind: plan.kind,
      id: -index - 1000,
      path: plan.path,
      title: plan.title,
      searchWord: plan.searchWord,
      ...(plan.kind === 'post' ? { postBody: postBodyOutline(plan.data.content) } : {}),
    }
    try {
      const id = await createDocument(origin, token, collection, plan.data)
      const document = { ...pending, id }
      documents.push(document)
      known[collection].push(id)
      if (plan.contact) contacts.set(id, plan.contact)
      if (plan.kind === 'post') unreadPosts.push(document)
      if (unreadPosts.length >= feedBatch) await readFeed()
    } catch (error) {
      report.record(pending, 'create', [(error as Error).message])
    }
    if ((index + 1) % 50 === 0)
      say(`created ${index + 1} of ${documentCount} documents (${elapsed()})`)
  }
  if (unreadPosts.length > 0) await readFeed()
  say(`created ${documents.length} documents (${elapsed()}); checking their renderers`)

  // A category or topic is in the sitemap once it has a post (src/app/sitemap.xml/route.ts).
  const filed = new Set(
    bodies.flatMap((body) => {
      const { category, tags } = body as { category?: number; tags?: number[] }
      return [`category:${category}`, ...(tags ?? []).map((tag) => `tag:${tag}`)]
    }),
  )
  const listed = [
    ...documents,
    ...supporting.filter((taxon) => filed.has(`${taxon.kind}:${taxon.id}`)),
  ]
  const sitemap = await sitemapProblems(origin, listed)
  for (const document of listed) {
    report.record(document, 'sitemap', sitemap.get(`${document.kind}:${document.id}`) ?? [])
  }
  const outboxDir = securityEnvFor(serverName, port).variables.OUTBOX_DIR
  const checks: Array<[string, DocumentCheck, (document: CheckedDocument) => boolean]> = [
    ['page', checkPageHtml, () => true],
    ['json-ld', checkJsonLd, () => true],
    [
      'share card',
      checkShareCard,
      (document) => document.kind === 'post' || document.kind === 'page',
    ],
    ['search', checkSearch(15_000), (document) => Boolean(document.searchWord)],
    [
      'office e-mail',
      checkOfficeEmail(outboxDir, (id) => contacts.get(id), 30_000),
      (document) => document.kind === 'page' && contacts.has(document.id),
    ],
    ['pdf', checkPostPdf(token, 300_000), (document) => document.kind === 'post'],
  ]
  const queue = [...supporting, ...documents]
  let checked = 0
  const worker = async () => {
    for (let document = queue.shift(); document; document = queue.shift()) {
      for (const [renderer, check, applies] of checks) {
        if (!applies(document)) continue
        try {
          report.record(document, renderer, await check(origin, document))
        } catch (error) {
          report.record(document, renderer, [
            `the check failed: ${(error as Error).stack ?? String(error)}`,
          ])
        }
      }
      checked += 1
      if (checked % 50 === 0) say(`checked ${checked} documents (${elapsed()})`)
    }
  }
  await Promise.all(Array.from({ length: Number(values.concurrency) }, worker))

  const posts = documents.filter((document) => document.kind === 'post').length
  console.log(
    `fuzz:content seed ${seed}: ${documents.length} documents created of ${documentCount} (${posts} posts, ${documents.length - posts} pages), ${images.length} images, ${supporting.length} categories and topics, ${contacts.size} contact messages; ${elapsed()}`,
  )
  console.log(
    `  content: ${[...contentCoverage(bodies)].map(([kind, count]) => `${kind} ${count}`).join(', ')}`,
  )
  console.log(`  server log: ${securityEnvFor(serverName, port).logFile}`)
  for (const line of report.lines(seed)) console.log(line)
  exitCode = report.tally().failed === 0 ? 0 : 1
} finally {
  await stopServer(server)
}
process.exit(exitCode)
