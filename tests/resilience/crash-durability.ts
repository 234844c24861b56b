/**
 * Part of `npm run test:resilience`: the server is killed (SIGKILL, as in a crash) while contact
 * messages are arriving; after a restart, every message the visitor was thanked for is stored.
 */
import {
  contactFormHiddenFields,
  submitContactForm,
} from '../../scripts/support/contact-submission'
import { inquiriesMarked, staffToken } from '../../scripts/support/staff-api'
import { e2ePort } from '../support/e2e-env'
import { killMidRun } from './kill-mid-run'

const marker = `crash-${Date.now()}`
let hiddenFields: [string, string][] | null = null

await killMidRun({
  name: 'crash',
  port: e2ePort + 11,
  env: { CONTACT_RATE_LIMIT: '10000' },
  total: 80,
  concurrency: 8,
  killAfterThanked: 25,
  submit: async (origin, number) => {
    hiddenFields ??= await contactFormHiddenFields(origin)
    return submitContactForm(
      origin,
      hiddenFields,
      {
        name: 'Crash Test',
        email: `crash${number}@example.com`,
        message: `#${number}# ${marker}`,
      },
      { timeoutMs: 10_000 },
    )
  },
  storedNumbers: async (origin) => {
    const { inquiries } = await inquiriesMarked(origin, await staffToken(origin), marker)
    return new Set(inquiries.map((inquiry) => Number(/#(\d+)#/.exec(inquiry.message)?.[1])))
  },
})
