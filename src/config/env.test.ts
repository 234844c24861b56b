import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'

const secret = 'a'.repeat(40)

describe('parseEnv', () => {
  it('refuses to run in production without the site address, saying what to set', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: secret })).toThrow(
      /NEXT_PUBLIC_SITE_URL is required in production: set it to the site's public address/,
    )
  })

  it('uses the address given in production', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: secret,
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
    })
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('https://www.example.com')
  })

  it('falls back to this machine on its port outside production', () => {
    const env = parseEnv({ NODE_ENV: 'development', PAYLOAD_SECRET: secret, PORT: '3400' })
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3400')
  })

  it('refuses an address that is not a URL', () => {
    expect(() =>
      parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: secret, NEXT_PUBLIC_SITE_URL: 'www' }),
    ).toThrow(/NEXT_PUBLIC_SITE_URL/)
  })

  it('runs the jobs queue unless told not to, in the words people write', () => {
    expect(parseEnv({ PAYLOAD_SECRET: secret }).JOBS_RUNNER).toBe(true)
    expect(parseEnv({ PAYLOAD_SECRET: secret, JOBS_RUNNER: 'false' }).JOBS_RUNNER).toBe(false)
    expect(parseEnv({ PAYLOAD_SECRET: secret, JOBS_RUNNER: 'no' }).JOBS_RUNNER).toBe(false)
    expect(() => parseEnv({ PAYLOAD_SECRET: secret, JOBS_RUNNER: 'maybe' })).toThrow(/JOBS_RUNNER/)
  })

  it('refuses half a pair of S3 credentials, saying to set both or neither', () => {
    expect(() =>
      parseEnv({ PAYLOAD_SECRET: secret, S3_BUCKET: 'site-files', S3_ACCESS_KEY_ID: 'key' }),
    ).toThrow(/Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither/)
    const env = parseEnv({ PAYLOAD_SECRET: secret, S3_BUCKET: 'site-files' })
    expect(env).toMatchObject({ S3_BUCKET: 'site-files', S3_FORCE_PATH_STYLE: false })
  })

  it('keeps 14 backups in data/backups unless told otherwise, and at least one', () => {
    expect(parseEnv({ PAYLOAD_SECRET: secret })).toMatchObject({
      BACKUP_DIR: 'data/backups',
      BACKUP_KEEP: 14,
    })
    expect(parseEnv({ PAYLOAD_SECRET: secret, BACKUP_KEEP: '3' }).BACKUP_KEEP).toBe(3)
    expect(() => parseEnv({ PAYLOAD_SECRET: secret, BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/)
  })
})
