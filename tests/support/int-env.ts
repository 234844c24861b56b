import { inject, vi } from 'vitest'

// Runs before each integration test file imports the app, so env.ts sees the test database.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET = 'integration-tests-only-secret-0123456789abcdef'
process.env.LOG_LEVEL = 'warn'
process.env.MEDIA_DIR = '.tmp/media'
process.env.OUTBOX_DIR = `.tmp/outbox-${inject('databaseUrl').replace(/\W/g, '').slice(-12)}`
process.env.FILES_DIR = `.tmp/files-${inject('databaseUrl').replace(/\W/g, '').slice(-12)}`
process.env.PDF_WORKER_FILE = inject('pdfWorkerFile')
process.env.SEARCH_WORKER_FILE = inject('searchWorkerFile')

// No Next server here: the expiry that would reach its cache handler is recorded instead.
vi.mock('@/lib/internals/next-incremental-cache', () => import('./next-cache-stub'))

// The tests stand for the server: a change expires its tags in process once committed (ADR 023).
// Imported only now, once the environment above is set.
const { markProcessAsServingSite } = await import('@/lib/cache/expire-tags')
markProcessAsServingSite()
