/**
 * `tsx tests/support/queue-scheduled-publish.ts <page id> <ISO time>`: queues the publishing of a
 * draft page at a time, as the admin's "Schedule publish" does, in the database the e2e server
 * uses; the server's own jobs runner must then publish it.
 */
import { getPayload } from 'payload'

import config from '../../src/payload.config'

const [pageId = '', publishAt = ''] = process.argv.slice(2)
const payload = await getPayload({ config })
await payload.jobs.queue({
  task: 'schedulePublish',
  input: { type: 'publish', doc: { relationTo: 'pages', value: Number(pageId) } },
  waitUntil: new Date(publishAt),
})
await payload.destroy()
