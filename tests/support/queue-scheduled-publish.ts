/**
 * `tsx tests/support/queue-scheduled-publish.ts <pages|posts> <id> <ISO time> [publish|unpublish]`:
 * queues the publishing (or unpublishing) of a document at a time, as the admin's "Schedule
 * publish" does, in the database the e2e server uses; the server's own jobs runner must then do it.
 */
import { getPayload } from 'payload'

import { closePayload } from '../../scripts/support/close-payload'
import config from '../../src/payload.config'
import { queueAsTheDrawerDoes } from './scheduled-publisher'

const [collection = '', id = '', at = '', type = 'publish'] = process.argv.slice(2)
if (collection !== 'pages' && collection !== 'posts')
  throw new Error(`Not a collection: ${collection}`)
if (type !== 'publish' && type !== 'unpublish') throw new Error(`Not a schedule type: ${type}`)
const payload = await getPayload({ config })
await queueAsTheDrawerDoes(payload, { collection, id, at: new Date(at), type })
await closePayload(payload)
