/**
 * `tsx scripts/support/insert-search-records.ts N`: adds N generated search records to the
 * configured database (DATABASE_URL), for benchmarks of the search endpoint.
 */
import { getPayload } from 'payload'

import config from '../../src/payload.config'
import { closePayload } from './close-payload'
import { generatedSearchRecords } from './generated-search-records'

const payload = await getPayload({ config })
for (const record of generatedSearchRecords(Number(process.argv[2] ?? 1000))) {
  await payload.create({ collection: 'search-records', data: record, overrideAccess: true })
}
await closePayload(payload)
