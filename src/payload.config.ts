import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Categories } from './collections/categories'
import { Inquiries } from './collections/inquiries'
import { Media } from './collections/media'
import { MissedPages } from './collections/missed-pages'
import { Pages } from './collections/pages'
import { PersonalDataDeletions } from './collections/personal-data-deletions'
import { PostPdfs } from './collections/post-pdfs'
import { Posts } from './collections/posts'
import { QuizSubmissions } from './collections/quiz-submissions'
import { Quizzes } from './collections/quizzes'
import { Redirects } from './collections/redirects'
import { SearchRecords } from './collections/search-records'
import { SearchStats } from './collections/search-stats'
import { isStaff } from './collections/shared/access'
import { internalLinksFeature } from './collections/shared/internal-links.feature'
import {
  hideStorageInternals,
  staffDateFormat,
  staffTranslations,
  withoutApiTab,
} from './collections/shared/staff-words'
import { Tags } from './collections/tags'
import { Testimonials } from './collections/testimonials'
import { Tools } from './collections/tools'
import { Users } from './collections/users'
import { adminBrandName } from './config/brand'
import { env, isPostgres, sqliteFilePath } from './config/env'
import { jobQueues, promptQueueCron } from './config/job-queues'
import { s3Bucket } from './config/s3-bucket'
import { uploadLimitBytes } from './config/upload-limits'
import { Blog } from './globals/blog'
import { Landings } from './globals/landings'
import { Navigation } from './globals/navigation'
import { SiteSettings } from './globals/site-settings'
import { applyRetention } from './jobs/apply-retention.task'
import { emailPasswordReset } from './jobs/email-password-reset.task'
import { emailQuizReport } from './jobs/email-quiz-report.task'
import { expireCacheTags } from './jobs/expire-cache-tags.task'
import { notifyFirmOfInquiry } from './jobs/notify-firm-of-inquiry.task'
import { syncPostPdf } from './jobs/sync-post-pdf.task'
import { emailAdapter } from './lib/email/email-adapter'
import { graphQLGuards } from './lib/graphql/query-guards'
import { logger } from './lib/logger'
import { withAfterCommit } from './lib/transactions/after-commit'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** SQLite creates its file but not the folder it lives in (data/ on a fresh clone). */
function ensureSqliteFolder(url: string) {
  mkdirSync(path.dirname(sqliteFilePath(url)), { recursive: true })
  return url
}

// Schema changes go through committed migrations on both databases, never through dev "push".
// Wrapped so that a change's cache expiry runs once its transaction commits (ADR 023).
const database = withAfterCommit(
  isPostgres
    ? postgresAdapter({
        pool: { connectionString: env.DATABASE_URL },
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        push: false,
      })
    : sqliteAdapter({
        client: { url: ensureSqliteFolder(env.DATABASE_URL) },
        migrationDir: path.resolve(dirname, 'migrations/sqlite'),
        push: false,
        wal: true,
        busyTimeout: 5_000,
        // Never give a deleted record's id to the next one (SQLite reuses the highest rowid without
        // AUTOINCREMENT): an e-mail's link to record 7 must not open someone else's later message.
        autoIncrement: true,
        // No `transactionOptions`, so no transactions on SQLite (Payload's default): with them,
        // every write made while another is under way failed with SQLITE_BUSY (ADR 013).
      }),
)

export default buildConfig({
  admin: {
    user: Users.slug,
    dateFormat: staffDateFormat,
    importMap: { baseDir: path.resolve(dirname) },
    // The firm's mark, not Payload's (issue 26): the tab's title and icon, the sign-in screen's
    // logo and the navigation's icon. The tab's suffix is fixed here (Payload reads it once, at
    // start); the logo writes the name staff keep in Site settings.
    meta: {
      titleSuffix: `· ${adminBrandName}`,
      icons: [{ rel: 'icon', type: 'image/png', url: '/icon' }],
    },
    // Payload's default asks gravatar.com for a picture, which the admin's CSP refuses (and which
    // would tell a third party who works here): the account's photo or initials instead.
    avatar: { Component: '@/admin/staff-avatar#StaffAvatar' },
    components: {
      graphics: {
        Logo: '@/admin/admin-brand#AdminLogo',
        Icon: '@/admin/admin-brand#AdminIcon',
      },
      beforeNavLinks: ['@/admin/admin-brand#AdminNavBrand'],
      // Finding, exporting and deleting one person's data on request (issue 28).
      afterNavLinks: ['@/admin/personal-data/personal-data-nav-link#PersonalDataNavLink'],
      // What the attorney acts on first, above the collections (issue 26).
      beforeDashboard: ['@/admin/attention-summary#AttentionSummary'],
      // Payload's sign-in form sends only e-mail and password; this one also asks for the second
      // factor, or sets one up when the firm requires it (ADR 014).
      views: {
        login: { Component: '@/admin/staff-sign-in#StaffSignIn' },
        personalData: {
          Component: '@/admin/personal-data/personal-data-view#PersonalDataView',
          path: '/personal-data',
        },
      },
    },
  },
  // In the order the admin lists them: the daily work first, what runs by itself last.
  collections: [
    Posts,
    Categories,
    Tags,
    Pages,
    Quizzes,
    Tools,
    Testimonials,
    Media,
    Redirects,
    Inquiries,
    QuizSubmissions,
    SearchStats,
    MissedPages,
    Users,
    PostPdfs,
    SearchRecords,
    PersonalDataDeletions,
  ].map(withoutApiTab),
  globals: [SiteSettings, Navigation, Landings, Blog].map(withoutApiTab),
  i18n: { translations: staffTranslations },
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [...defaultFeatures, internalLinksFeature],
  }),
  secret: env.PAYLOAD_SECRET,
  db: database,
  sharp,
  upload: { limits: { fileSize: uploadLimitBytes } },
  graphQL: {
    disableIntrospectionInProduction: true,
    disablePlaygroundInProduction: true,
    validationRules: (args) => graphQLGuards(args, { isProduction: env.NODE_ENV === 'production' }),
  },
  plugins: [
    // Uploads go to the S3 bucket when one is configured (ADR 012); the plugin is always listed,
    // so that the media collection's `prefix` column is in the schema of every database.
    s3Storage({
      enabled: s3Bucket !== null,
      alwaysInsertFields: true,
      bucket: s3Bucket?.name ?? '',
      config: s3Bucket?.client ?? {},
      collections: { media: { prefix: env.S3_MEDIA_PREFIX } },
    }),
    hideStorageInternals,
  ],
  telemetry: false,
  logger,
  email: emailAdapter,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  jobs: {
    tasks: [
      notifyFirmOfInquiry,
      syncPostPdf,
      emailQuizReport,
      applyRetention,
      emailPasswordReset,
      expireCacheTags,
    ],
    // Finished jobs stay as the record of each e-mail sent (and of every failed attempt).
    deleteJobOnComplete: false,
    // Staff may read the queue through the API (e.g. to see that an inquiry's e-mail went out).
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      admin: { ...defaultJobsCollection.admin, group: 'Behind the scenes', hideAPIURL: true },
      access: { ...defaultJobsCollection.access, read: isStaff },
    }),
    // Payload's own runner is the only one (ADR 023): it runs both queues in the serving process
    // that JOBS_RUNNER names, one round at a time per queue. Payload 3.90 claims a job without a
    // lock, so a second runner (another process, or a request running its own job) could run a
    // job twice. The prompt queue (a visitor's e-mail) is looked at every second.
    autoRun: () =>
      env.JOBS_RUNNER
        ? [
            { cron: env.JOBS_CRON, queue: jobQueues.default, limit: 10 },
            { cron: promptQueueCron, queue: jobQueues.prompt, limit: 10, disableScheduling: true },
          ]
        : [],
  },
})
