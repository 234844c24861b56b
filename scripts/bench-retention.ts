/**
 * `npm run bench:retention`: how long the nightly retention run takes to delete 10,000 contact
 * messages past their period, each with its sent e-mail job (issue 28). Works on a database of
 * its own (SQLite under .tmp/, or PostgreSQL with BENCH_DATABASE_URL=postgres://… of an empty
 * database), migrated and seeded; prints one line of numbers.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'

const count = Number(process.env.RETENTION_BENCH_COUNT ?? 10_000)
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'file:./.tmp/bench-retention/site.db'
if (databaseUrl.startsWith('file:'))
  rmSync('.tmp/bench-retention', { recursive: true, force: true })
process.env.DATABASE_URL = databaseUrl
process.env.LOG_LEVEL = 'warn'

const prepared = spawnSync('npx', ['tsx', 'scripts/prepare-database.ts'], {
  env: process.env,
  stdio: ['ignore', 'ignore', 'inherit'],
})
if (prepared.status !== 0) throw new Error('Could not prepare the benchmark database')

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { applyRetention } = await import('../src/data/retention')
const { retentionCutoff } = await import('../src/domain/privacy/retention')
const { closePayload } = await import('./support/close-payload')

const payload = await getPayload({ config })
const createdAt = new Date(retentionCutoff(new Date(), 13)).toISOString()

// Stored straight into the tables, 500 rows a statement: the run, not the filling, is measured.
const chunk = 500
const fillStartedAt = performance.now()
for (let first = 0; first < count; first += chunk) {
  const rows = Array.from({ length: Math.min(chunk, count - first) }, (_, index) => ({
    name: `Old Inquirer ${first + index}`,
    email: `old-${first + index}@example.com`,
    replyBy: 'email' as const,
    topic: 'other' as const,
    message: 'A question from over a year ago.',
    acknowledgedNoticeAt: createdAt,
    status: 'closed' as const,
    firmNotifiedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  }))
  const inserted = (await payload.db.drizzle
    .insert(payload.db.tables.inquiries)
    .values(rows)
    .returning({ id: payload.db.tables.inquiries.id })) as { id: number }[]
  await payload.db.drizzle.insert(payload.db.tables.payload_jobs).values(
    inserted.map(({ id }) => ({
      taskSlug: 'notifyFirmOfInquiry',
      input: { inquiryId: id },
      completedAt: createdAt,
      totalTried: 1,
      createdAt,
      updatedAt: createdAt,
    })),
  )
}
const fillMs = performance.now() - fillStartedAt

const startedAt = performance.now()
const deleted = await applyRetention(payload)
const runMs = performance.now() - startedAt
const memoryMiB = process.memoryUsage().rss / 1024 / 1024

console.log(
  `retention (${databaseUrl.startsWith('file:') ? 'SQLite' : 'PostgreSQL'}): deleted ${deleted.inquiries} inquiries and ${deleted.emailJobs} e-mail jobs in ${(runMs / 1000).toFixed(1)} s (${Math.round(deleted.inquiries / (runMs / 1000))} a second; filled in ${(fillMs / 1000).toFixed(1)} s; rss ${memoryMiB.toFixed(0)} MiB)`,
)
await closePayload(payload)
