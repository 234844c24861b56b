/**
 * `npm run data:retention`: deletes once, now, what the daily retention job would (Site settings
 * → Privacy), in the configured database, and prints what it deleted.
 */
import { getPayload } from 'payload'

import { applyRetentionNow } from '../../src/jobs/apply-retention'
import config from '../../src/payload.config'
import { closePayload } from '../support/close-payload'

const payload = await getPayload({ config })
try {
  const deleted = await applyRetentionNow(payload)
  console.log(
    [
      `Deleted ${deleted.inquiries} contact messages and ${deleted.quizSubmissions} quiz submissions`,
      `with ${deleted.emailJobs} e-mail jobs, ${deleted.searchStats} search counts,`,
      `${deleted.missedPages} missed-page counts, and ${deleted.outboxMessages} outbox e-mails.`,
      deleted.keptUnsent > 0
        ? `Kept ${deleted.keptUnsent} past their period whose e-mail has not gone out yet.`
        : '',
    ]
      .join(' ')
      .trim(),
  )
  await closePayload(payload)
} catch (error) {
  console.error('The retention run failed:', error instanceof Error ? error.message : error)
  await closePayload(payload, 1)
}
