/**
 * Brings the configured database up to date: runs the committed migrations, then seeds the
 * fictional practice if the database has no pages yet. Safe to run on every start.
 */
import { getPayload } from 'payload'

import config from '../src/payload.config'
import { seedIfEmpty } from '../src/seed/seed'

const payload = await getPayload({ config })
await payload.db.migrate()
const isSeeded = await seedIfEmpty(payload)
payload.logger.info(isSeeded ? 'Seeded the example practice.' : 'Content exists; seeding skipped.')
await payload.destroy()
