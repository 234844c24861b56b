/**
 * The port of the production server the whole security suite probes; `SECURITY_PORT` moves it,
 * so two runs on one machine do not meet.
 */
export const securityPort = Number(process.env.SECURITY_PORT ?? 3200)

/** Where a security server named `name` keeps its database, files and log. */
export function securityEnvFor(name: string, port: number) {
  const directory = `.tmp/security/${name}-${port}`
  return {
    directory,
    /** Everything the server logs, for checks that client errors are one warn line each. */
    logFile: `${directory}/server.log`,
    variables: {
      NODE_ENV: 'production' as const,
      DATABASE_URL: `file:./${directory}/site.db`,
      NEXT_PUBLIC_SITE_URL: `http://localhost:${port}`,
      MEDIA_DIR: `${directory}/media`,
      FILES_DIR: `${directory}/files`,
      OUTBOX_DIR: `${directory}/outbox`,
      LOG_LEVEL: 'info',
      TRUSTED_PROXY_HOPS: '0',
      CONTACT_RATE_LIMIT: '5',
    },
  }
}

/** The shared server's log file. */
export const securityLogFile = securityEnvFor('shared', securityPort).logFile
