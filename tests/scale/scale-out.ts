/**
 * `npm run test:scale` (run by .ci/run after `npm test`): the site on two instances of one build
 * behind haproxy, with Varnish in front of it, on PostgreSQL, Redis and an S3 server, as
 * docs/deploy.md sets it up. It proves what breaks when a site goes from one machine to several:
 * a publish on one instance is served by the other, and through Varnish, an upload too, a queued
 * job runs once, staff sign in and save through the balancer, the contact rate limit counts
 * across instances, and an instance dying under load loses no message a visitor was thanked for.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { Agent } from 'undici'

import { chromiumFlags, chromiumPath, visitorUserAgent } from '../../scripts/support/chromium'
import {
  contactFormHiddenFields,
  submitContactForm,
  type SubmissionOutcome,
} from '../../scripts/support/contact-submission'
import { describeLoad, runLoad } from '../../scripts/support/load-run'
import { millisecondsUntil, waitFor } from '../../scripts/support/server-process'
import { inquiriesMarked, pageAt, staffRequest, staffToken } from '../../scripts/support/staff-api'
import { startVarnish, viewThroughCache, type View } from '../edge/varnish'
import { setPhoneNumber, signInOnLoginForm } from '../support/admin-forms'
import { richText } from '../support/lexical'
import { createMailSink } from '../support/mail-sink'
import { queueScheduledPublish } from '../support/scheduled-publish'
import {
  balancerOrigin,
  clusterEnv,
  instanceOrigin,
  ports,
  startCluster,
  unusedLocalDirectory,
} from './scale-cluster'

const runId = Date.now().toString(36)
const mailSink = createMailSink()
const { received } = mailSink
await mailSink.listen(ports.smtp)

function report(line: string) {
  process.stdout.write(`${line}\n`)
}

async function searchHits(origin: string, query: string): Promise<number> {
  const response = await fetch(`${origin}/api/search`, {
    method: 'POST',
    body: JSON.stringify({ requests: [{ indexName: 'site', query, hitsPerPage: 5 }] }),
  })
  const { results } = (await response.json()) as { results: { nbHits: number }[] }
  return results[0]?.nbHits ?? 0
}

/** A publish through instance A is served by instance B, and found by B's search. */
async function publishIsFreshEverywhere(token: string) {
  const [a, b] = [instanceOrigin(0), instanceOrigin(1)]
  const page = await pageAt(a, token, '/about')
  const pageOnB = async () => (await fetch(`${b}/about`)).text()
  assert.ok((await pageOnB()).includes(page.title), 'B serves the page as published')
  await pageOnB()
  const word = `Zephyrine${runId}`
  const title = `About the practice ${word}`
  await staffRequest(a, token, `/api/pages/${page.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ title, _status: 'published' }),
  })
  const pageMs = await millisecondsUntil(
    async () => (await pageOnB()).includes(title),
    'B to serve the page published through A',
    2_000,
  )
  const searchMs = await millisecondsUntil(
    async () => (await searchHits(b, word)) === 1,
    "B's search to find the page published through A",
    2_000,
  )
  report(
    `Published through A: fresh on B after ${pageMs} ms, found by B's search after ${searchMs} ms`,
  )
}

/**
 * Through Varnish → haproxy → both instances: a publish through B purges the page, and the page
 * Varnish fetches again (from A or B, round robin) is the new one at once and stays so, past the
 * purge sent again two seconds later (an instance that learned of the change late could have
 * handed Varnish the old page for a day).
 */
async function publishIsFreshThroughVarnish(token: string, edge: string) {
  const b = instanceOrigin(1)
  const viewThroughVarnish = () => viewThroughCache(edge, '/about')
  await waitFor(
    async () => (await viewThroughVarnish()).cache === 'HIT',
    'Varnish to keep /about',
    20_000,
  )
  const page = await pageAt(b, token, '/about')
  const title = `About the practice, through the cache ${runId}`
  await staffRequest(b, token, `/api/pages/${page.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ title, _status: 'published' }),
  })
  const freshMs = await millisecondsUntil(
    async () => (await viewThroughVarnish()).text.includes(title),
    'Varnish to serve the page published through B',
    2_000,
  )
  const views: View[] = []
  const watchUntil = performance.now() + 3_000
  while (performance.now() < watchUntil) {
    views.push(await viewThroughVarnish())
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const stale = views.filter((view) => !view.text.includes(title))
  assert.equal(
    stale.length,
    0,
    `${stale.length} of ${views.length} views after it showed the old page`,
  )
  assert.equal(views.at(-1)?.cache, 'HIT', 'the new page is kept')
  report(
    `Varnish → haproxy → 2 instances: published through B, fresh through Varnish after ${freshMs} ms; the next ${views.length} views in 3 s all fresh, kept again`,
  )
}

/**
 * A draft scheduled to publish is published by the jobs runner (instance A, outside any request)
 * and served by B: the job's cache expiry reaches every instance.
 */
async function scheduledPublishIsFreshEverywhere(token: string) {
  const b = instanceOrigin(1)
  const page = await pageAt(b, token, '/about')
  const title = `About the practice, scheduled ${runId}`
  await staffRequest(b, token, `/api/pages/${page.id}?draft=true`, {
    method: 'PATCH',
    body: JSON.stringify({ title }),
  })
  const pageOnB = async () => (await fetch(`${b}/about`)).text()
  assert.ok((await pageOnB()).includes(page.title), 'the draft is not on the site yet')
  queueScheduledPublish({
    collection: 'pages',
    id: page.id,
    at: new Date(),
    env: { ...clusterEnv, LOG_LEVEL: 'error' },
  })
  const publishedMs = await millisecondsUntil(
    async () => (await pageOnB()).includes(title),
    'B to serve the page the runner published',
    20_000,
  )
  report(
    `Scheduled publish run by A's jobs runner: fresh on B ${publishedMs} ms after queueing (cron every 2 s)`,
  )
}

/** A tiny PNG of random pixels (so that no two test runs upload the same bytes). */
function randomPng() {
  const width = 64
  const pixels = Buffer.from(
    Array.from({ length: width * width * 3 }, () => (Math.random() * 256) | 0),
  )
  return sharp(pixels, { raw: { width, height: width, channels: 3 } })
    .png()
    .toBuffer()
}

/** An image uploaded through A is served by B from the bucket, whole and in part. */
async function uploadIsServedEverywhere(token: string) {
  const bytes = await randomPng()
  const form = new FormData()
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: 'image/png' }),
    `scale-${runId}.png`,
  )
  form.append('_payload', JSON.stringify({ alt: 'Random pixels for the scale test' }))
  const uploaded = await fetch(`${instanceOrigin(0)}/api/media`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}`, Origin: instanceOrigin(0) },
    body: form,
  })
  assert.equal(uploaded.status, 201, `the upload through A answered ${uploaded.status}`)
  const { doc } = (await uploaded.json()) as { doc: { id: number; filename: string } }
  const fileOnB = `${instanceOrigin(1)}/api/media/file/${doc.filename}`
  const whole = Buffer.from(await (await fetch(fileOnB)).arrayBuffer())
  assert.ok(whole.equals(bytes), 'B serves the uploaded bytes')
  const part = await fetch(fileOnB, { headers: { Range: 'bytes=100-1099' } })
  assert.equal(part.status, 206)
  assert.ok(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 1100)))
  const beyond = await fetch(fileOnB, { headers: { Range: 'bytes=99999999-' } })
  assert.equal(beyond.status, 416, 'a range past the end is refused as such')
  const missing = await fetch(`${instanceOrigin(1)}/api/media/file/not-uploaded-${runId}.png`)
  assert.ok([403, 404].includes(missing.status), `a file never uploaded: ${missing.status}`)
  assert.ok(!existsSync(unusedLocalDirectory), 'nothing is written to an instance’s own disk')
  report(
    `Uploaded through A (${bytes.length} bytes): B serves it whole and bytes 100–1099 (206), refuses a range past its end (416)`,
  )
  return doc.id
}

/**
 * A post published through B with the uploaded image gets its PDF from the runner (A), which
 * reads the image from the bucket and stores the PDF there; B serves it.
 */
async function blogPdfIsMadeFromTheBucket(token: string, imageId: number) {
  const b = instanceOrigin(1)
  const { docs: categories } = await staffRequest<{ docs: { id: number }[] }>(
    b,
    token,
    '/api/categories?limit=1',
  )
  const slug = `printed-in-the-bucket-${runId}`
  await staffRequest(b, token, '/api/posts', {
    method: 'POST',
    body: JSON.stringify({
      title: `Printed in the bucket ${runId}`,
      slug,
      excerpt:
        'A post the scale test publishes to see its PDF made by the jobs runner from the bucket.',
      content: richText('A paragraph under an image that lives in the bucket.'),
      heroImage: imageId,
      category: categories[0]?.id,
      _status: 'published',
    }),
  })
  let status = ''
  const madeMs = await millisecondsUntil(
    async () => {
      const { docs } = await staffRequest<{ docs: { status: string }[] }>(
        b,
        token,
        `/api/post-pdfs?where[slug][equals]=${slug}`,
      )
      status = docs[0]?.status ?? ''
      return status !== ''
    },
    "the runner to make the post's PDF",
    30_000,
  )
  assert.equal(status, 'ready', 'the PDF was made, its image read from the bucket')
  const pdf = await fetch(`${b}/files/blog-pdfs/${slug}.pdf`)
  assert.equal(pdf.status, 200)
  assert.equal(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
    '%PDF-',
  )
  report(
    `Post published through B: its PDF (with the uploaded image) made by A in ${madeMs} ms, served by B`,
  )
}

/** 40 queued e-mail jobs run exactly 40 times with both instances up, one of them the runner. */
async function queuedJobsRunOnce(token: string) {
  const marker = `jobs-${runId}`
  const total = 40
  const queued = spawnSync(
    'npx',
    ['tsx', 'tests/scale/queue-inquiry-emails.ts', marker, String(total)],
    {
      env: { ...process.env, ...clusterEnv, JOBS_RUNNER: 'false', LOG_LEVEL: 'error' },
      encoding: 'utf8',
    },
  )
  assert.equal(queued.status, 0, queued.stderr)
  const jobIds = JSON.parse(queued.stdout.trim().split('\n').at(-1) ?? '[]') as number[]
  assert.equal(jobIds.length, total)
  const ofMarker = () => received.filter((message) => message.includes(marker))
  const runMs = await millisecondsUntil(
    async () => ofMarker().length >= total,
    'the runner to send the 40 e-mails',
    120_000,
  )
  // Long enough for a second runner, were there one, to have taken its copies (5 cron periods).
  await new Promise((resolve) => setTimeout(resolve, 10_000))
  const numbers = ofMarker().map((message) =>
    Number(new RegExp(`${marker}-(\\d+)-end`).exec(message)?.[1]),
  )
  const { docs: jobs } = await staffRequest<{
    docs: { completedAt?: string | null; log?: unknown[] | null }[]
  }>(balancerOrigin, token, `/api/payload-jobs?where[id][in]=${jobIds.join(',')}&limit=0&depth=0`)
  assert.equal(numbers.length, total, `${numbers.length} e-mails for ${total} jobs`)
  assert.equal(new Set(numbers).size, total, 'one e-mail for each job')
  assert.equal(jobs.length, total)
  assert.ok(
    jobs.every((job) => job.completedAt && job.log?.length === 1),
    'each job completed after one run',
  )
  report(
    `${total} queued jobs: ${numbers.length} e-mails, each job run once, all sent ${runMs} ms after queueing`,
  )
}

/**
 * The attorney signs in and saves in the admin, in Chromium, through the balancer: the admin's
 * requests go to both instances, and both then show the change.
 */
async function staffWorkThroughBalancer() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const servedBy = new Set<string>()
  const phoneNumber = `303-555-01${String(Date.now() % 100).padStart(2, '0')}`
  try {
    const page = await browser.newPage({ baseURL: balancerOrigin, userAgent: visitorUserAgent })
    page.on('response', (response) => {
      const instance = response.headers()['x-served-by']
      if (instance) servedBy.add(instance)
    })
    await signInOnLoginForm(page)
    await setPhoneNumber(page, phoneNumber, /updated successfully/i)
  } finally {
    await browser.close()
  }
  assert.deepEqual([...servedBy].sort(), ['instance-0', 'instance-1'], 'the admin used both')
  const digits = phoneNumber.replace(/\D/g, '')
  for (const index of [0, 1]) {
    await waitFor(
      async () =>
        (await (await fetch(`${instanceOrigin(index)}/contact`)).text()).includes(
          `tel:+1${digits}`,
        ),
      `instance ${index} to show the phone number saved in the admin`,
      2_000,
    )
  }
  report(
    'Signed in and saved in the admin through the balancer: its requests went to both instances, both show the change',
  )
}

/** Four messages from one visitor, to A and B in turn: the limit of three holds across both. */
async function contactLimitIsShared() {
  const outcomes: SubmissionOutcome[] = []
  for (let number = 1; number <= 4; number += 1) {
    const origin = instanceOrigin(number % 2)
    outcomes.push(
      await submitContactForm(
        origin,
        await contactFormHiddenFields(origin),
        {
          name: 'Limited Visitor',
          email: 'limited@example.com',
          message: `Rate limit message ${number} (${runId}).`,
        },
        { forwardedFor: '203.0.113.9' },
      ),
    )
  }
  assert.deepEqual(outcomes, ['sent', 'sent', 'sent', 'limited'])
  report('One visitor, 4 messages to B, A, B, A: 3 thanked, the 4th limited')
}

/**
 * 200 messages through the balancer, 20 at a time from 70 visitors; instance B is killed when a
 * third have been answered. Every thanked message is stored with its e-mail job, and the
 * balancer serves every message sent after it noticed.
 */
async function killedInstanceLosesNothing(kill: () => Promise<void>) {
  const marker = `kill-${runId}`
  const total = 200
  const concurrency = 20
  const visitors = Array.from(
    { length: 70 },
    (_, index) => new Agent({ localAddress: `127.0.1.${index + 1}` }),
  )
  const hiddenFields = await contactFormHiddenFields(balancerOrigin)
  const thanked: number[] = []
  const failedAfterNotice: number[] = []
  let killedAt: number | null = null
  const run = await runLoad(total, concurrency, async (number) => {
    const sentAt = performance.now()
    const outcome = await submitContactForm(
      balancerOrigin,
      hiddenFields,
      {
        name: 'Load Visitor',
        email: `visitor${number}@example.com`,
        message: `Message ${number} under load (${marker}-${number}-end).`,
      },
      { dispatcher: visitors[number % visitors.length] },
    )
    if (outcome === 'sent') thanked.push(number)
    else if (killedAt !== null && sentAt > killedAt + 5_000) failedAfterNotice.push(number)
    if (thanked.length === Math.floor(total / 3) && killedAt === null) {
      killedAt = performance.now()
      await kill()
    }
    return outcome
  })
  await Promise.all(visitors.map((visitor) => visitor.close()))
  const token = await staffToken(balancerOrigin)
  const { inquiries, jobs } = await inquiriesMarked(balancerOrigin, token, marker)
  const stored = new Set(
    inquiries.map((inquiry) =>
      Number(new RegExp(`${marker}-(\\d+)-end`).exec(inquiry.message)?.[1]),
    ),
  )
  const lost = thanked.filter((number) => !stored.has(number))
  report(describeLoad(run, concurrency).trimEnd())
  report(
    `  B killed after ${Math.floor(total / 3)} thanks; stored ${inquiries.length}, e-mail jobs ${jobs.length}, thanked but lost ${lost.length}`,
  )
  assert.ok(killedAt !== null, 'instance B was killed during the load')
  assert.deepEqual(lost, [], 'every thanked message is stored')
  assert.equal(jobs.length, inquiries.length, 'every stored message has its e-mail job')
  assert.deepEqual(
    failedAfterNotice,
    [],
    'messages sent once the balancer noticed all went through',
  )
  for (let attempt = 0; attempt < 10; attempt += 1) {
    assert.equal(
      (await fetch(`${balancerOrigin}/`)).status,
      200,
      'the balancer keeps serving pages',
    )
  }
}

// Varnish first: each instance's start reaches it (it drops other builds' pages at start). The
// instances trust one hop (haproxy), as the other checks reach them through haproxy alone; no
// check here reads a visitor's address through Varnish.
const varnish = await startVarnish({
  port: ports.varnish,
  backendPort: ports.balancer,
  directory: path.resolve('.tmp/scale-varnish'),
})
const cluster = await startCluster(2, { CACHE_PURGE_URL: varnish.origin }).catch(
  async (error: unknown) => {
    await varnish.stop()
    throw error
  },
)
try {
  const token = await staffToken(balancerOrigin)
  await publishIsFreshEverywhere(token)
  await publishIsFreshThroughVarnish(token, varnish.origin)
  await scheduledPublishIsFreshEverywhere(token)
  const imageId = await uploadIsServedEverywhere(token)
  await blogPdfIsMadeFromTheBucket(token, imageId)
  await queuedJobsRunOnce(token)
  await staffWorkThroughBalancer()
  await contactLimitIsShared()
  await killedInstanceLosesNothing(() => cluster.kill(1))
  report('Scale-out checks passed.')
} finally {
  await cluster.stop()
  await varnish.stop()
  await mailSink.close()
}
