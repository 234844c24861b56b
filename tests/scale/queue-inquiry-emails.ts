/**
 * Part of `npm run test:scale`, run with the cluster's environment: stores `count` inquiries whose
 * messages carry `marker`, queues the office's e-mail about each (due at once, for the jobs
 * runner's cron), and prints the jobs' ids as JSON. It runs no job itself.
 */
import { getPayload } from 'payload'

import { closePayload } from '../../scripts/support/close-payload'
import config from '../../src/payload.config'

const [marker = '', countText = ''] = process.argv.slice(2)
const count = Number(countText)
const payload = await getPayload({ config })
const jobIds: (number | string)[] = []
for (let number = 1; number <= count; number += 1) {
  const inquiry = await payload.create({
    collection: 'inquiries',
    data: {
      name: `Queued ${number}`,
      email: `queued${number}@example.com`,
      message: `Queued job ${number} of the scale test (${marker}-${number}-end).`,
      topic: 'estatePlanning',
      replyBy: 'email',
      acknowledgedNoticeAt: new Date().toISOString(),
      status: 'new',
    },
    overrideAccess: true,
  })
  const job = await payload.jobs.queue({
    task: 'notifyFirmOfInquiry',
    input: { inquiryId: inquiry.id },
  })
  jobIds.push(job.id)
}
process.stdout.write(`${JSON.stringify(jobIds)}\n`)
await closePayload(payload)
