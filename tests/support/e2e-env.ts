/**
 * The production build under test runs on its own port and database, apart from `npm start`'s.
 * `E2E_PORT` moves it, so two checkouts on one machine can run their suites side by side.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100)

export const e2eEnv = {
  NODE_ENV: 'production' as const,
  DATABASE_URL: 'file:./.tmp/e2e/site.db',
  NEXT_PUBLIC_SITE_URL: `http://localhost:${e2ePort}`,
  MEDIA_DIR: '.tmp/e2e/media',
  FILES_DIR: '.tmp/e2e/files',
  OUTBOX_DIR: '.tmp/e2e/outbox',
  LOG_LEVEL: 'warn',
  // Tests stand in for visitors behind one proxy, each with an address of its own (see
  // tests/security for the site reached directly, where the header counts for nothing).
  TRUSTED_PROXY_HOPS: '1',
}
