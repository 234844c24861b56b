import path from 'node:path'

import { z } from 'zod'

import { readOrCreateSecretFile } from './secret-file'

/** Values copied from documentation and templates; a deployment using one is not secret at all. */
const knownExampleSecrets = new Set([
  'YOUR_SECRET_HERE',
  'your-secret-here',
  'changeme',
  'change-me',
  'secret',
  'supersecret',
  '0123456789abcdef0123456789abcdef',
])

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.string().min(1).default('file:./data/site.db'),
  PAYLOAD_SECRET: z
    .string()
    .min(32, 'PAYLOAD_SECRET must be at least 32 characters long.')
    .refine((secret) => !knownExampleSecrets.has(secret), {
      message: 'PAYLOAD_SECRET is a published example value; use a random one.',
    }),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /**
   * How many proxies in front of the site append to X-Forwarded-For (0: none, the header is
   * ignored and the socket's peer is the client; 1: e.g. nginx or a load balancer).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** The site's public address, for canonical URLs, the sitemap and e-mails; required in production. */
  NEXT_PUBLIC_SITE_URL: z.url().optional(),
  MEDIA_DIR: z.string().min(1).default('data/media'),
  /** Where files the site makes (the blog posts' PDFs) are kept on local disk. */
  FILES_DIR: z.string().min(1).default('data/files'),
  /**
   * The public download address of those files, e.g. https://files.example.com; a file is served
   * from `{FILES_PUBLIC_URL}/{key}`. Unset: the site serves them itself under /files.
   */
  FILES_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The folder of the blog posts' PDFs in the file store: `{prefix}/{post slug}.pdf`. */
  BLOG_PDF_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, 'Use lower-case letters, digits, - and / only.')
    .default('blog-pdfs'),
  /**
   * The PDF render worker, bundled from src/pdf/worker.tsx by scripts/support/worker-bundles.ts
   * (every build writes it); the tests point it at a bundle of their own.
   */
  PDF_WORKER_FILE: z.string().min(1).default('.next/pdf-worker.mjs'),
  /**
   * The search worker, which holds the search index, bundled from src/search-worker.ts with the
   * PDF worker (every build writes it); the tests point it at a bundle of their own.
   */
  SEARCH_WORKER_FILE: z.string().min(1).default('.next/search-worker.mjs'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Mail server for outgoing e-mail, e.g. smtp://user:pass@mail.example.com:587; unset: outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Where e-mail goes as .eml files when SMTP_URL is unset (development, tests). */
  OUTBOX_DIR: z.string().min(1).default('data/outbox'),
  EMAIL_FROM: z.email().default('website@example.com'),
  /**
   * Redis shared by several instances, e.g. redis://127.0.0.1:6379: the rate limits and Next's
   * cache of pages and content reads (so a publish on one instance is fresh on all). Unset: both
   * live in each process (one instance).
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * The HTTP cache in front that a publish purges by cache tag (Varnish with xkey,
   * deploy/varnish/default.vcl), e.g. http://127.0.0.1:6081; several, comma-separated. Set, pages
   * tell that cache to keep them a day and carry their tags; unset, shared caches keep them
   * seconds (docs/deploy.md, "An HTTP cache in front").
   */
  CACHE_PURGE_URL: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  /**
   * An S3-compatible bucket for uploads and the files the site makes (blog PDFs) instead of
   * MEDIA_DIR and FILES_DIR on local disk; the other S3_ values say how to reach it.
   */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The S3 service's address when it is not AWS, e.g. https://s3.example.net. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the AWS SDK's own chain (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (https://host/bucket/key) rather than the host name; most non-AWS services. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** The folder of the uploads in the bucket. */
  S3_MEDIA_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and - only.')
    .default('media'),
  /**
   * Whether this process runs the jobs queue on its cron (e-mail, scheduled publishing, blog
   * PDFs). With several instances exactly one may: two runners claim the same job (Payload 3.90).
   */
  JOBS_RUNNER: z.stringbool().default(true),
  /** Contact-form submissions allowed per client address in 10 minutes. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Quiz reports sent by e-mail, allowed per client address in 10 minutes. */
  QUIZ_EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Quiz reports sent by e-mail to one mailbox a day, however spelled, whoever asks (anyone can). */
  QUIZ_EMAIL_RECIPIENT_DAILY_LIMIT: z.coerce.number().int().min(1).default(3),
  /** Quiz reports sent by e-mail from the whole site an hour: a cap for many addresses at once. */
  QUIZ_EMAIL_SITE_HOURLY_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Search requests (each keystroke of a search is one) allowed per client address a minute. */
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /** How often the serving process runs queued jobs (e-mail, scheduled publishing); croner syntax. */
  JOBS_CRON: z.string().min(1).default('*/10 * * * * *'),
  /** Where `npm run backup` writes its archives; never a folder the site serves or backs up. */
  BACKUP_DIR: z.string().min(1).default('data/backups'),
  /** How many backups `npm run backup` keeps: the newest ones; older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
})

const ServerEnvSchema = EnvSchema.superRefine((value, context) => {
  if ((value.S3_ACCESS_KEY_ID === undefined) !== (value.S3_SECRET_ACCESS_KEY === undefined)) {
    context.addIssue({
      code: 'custom',
      path: ['S3_SECRET_ACCESS_KEY'],
      message:
        'Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither (the AWS SDK then finds credentials itself).',
    })
  }
  if (value.NODE_ENV === 'production' && value.NEXT_PUBLIC_SITE_URL === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['NEXT_PUBLIC_SITE_URL'],
      message:
        "NEXT_PUBLIC_SITE_URL is required in production: set it to the site's public address, e.g. https://www.example.com (npm start sets http://localhost:PORT when it is unset).",
    })
  }
}).transform(({ NEXT_PUBLIC_SITE_URL, ...rest }) => ({
  ...rest,
  NEXT_PUBLIC_SITE_URL: NEXT_PUBLIC_SITE_URL ?? `http://localhost:${rest.PORT}`,
}))

/** Validates an environment; throws one message listing every wrong or missing value. */
export function parseEnv(source: Record<string, string | undefined>) {
  const result = ServerEnvSchema.safeParse(source)
  if (!result.success) throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`)
  return result.data
}

/** The validated server environment; the only place that reads `process.env`. */
export const env = parseEnv({
  ...process.env,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || readOrCreateSecretFile(),
})

/** True when the database is PostgreSQL rather than the embedded SQLite file. */
export const isPostgres = env.DATABASE_URL.startsWith('postgres')

/** The file a SQLite DATABASE_URL (`file:./data/site.db`) names, as an absolute path. */
export function sqliteFilePath(databaseUrl: string): string {
  return path.resolve(databaseUrl.replace(/^file:/, ''))
}

/** The environment for a child process (pg_dump, pg_restore): this process's, plus `extra`. */
export function childProcessEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra }
}
