/**
 * Brings the configured database up to date: runs the committed migrations, then seeds the
 * fictional practice if the database has no pages yet. Safe to run on every start. While there
 * is no staff account, it prints how to make the first one.
 */
import { getPayload } from 'payload'

import { env } from '../src/config/env'
import { firstAccountInstructions } from '../src/lib/auth/setup-code'
import config from '../src/payload.config'
import { seedIfEmpty } from '../src/seed/seed'
import { closePayload } from './support/close-payload'

const payload = await getPayload({ config })
await payload.db.migrate()
const isSeeded = await seedIfEmpty(payload)
payload.logger.info(isSeeded ? 'Seeded the example practice.' : 'Content exists; seeding skipped.')
const { totalDocs: staffAccounts } = await payload.count({ collection: 'users' })
if (staffAccounts === 0) {
  process.stdout.write(firstAccountInstructions(env.NEXT_PUBLIC_SITE_URL, env.PAYLOAD_SECRET))
}
await closePayload(payload)
