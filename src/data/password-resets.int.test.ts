import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { env } from '@/config/env'

import { linksMailedTo } from '../../tests/support/password-reset-mail'
import { getTestPayload } from '../../tests/support/payload'
import { queuePasswordResetEmail } from './password-resets'

let payload: Payload
const createdIds: number[] = []

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.delete({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'emailPasswordReset' } },
  })
  await payload.delete({ collection: 'users', where: { id: { in: createdIds } } })
})

/** A staff account of its own for each test, so no test's limits carry over to another. */
async function createAccount(name: string) {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'a long test password', name: 'Test Staff' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  createdIds.push(user.id)
  return email
}

/** The reset jobs queued for the account with address `email`. */
async function resetJobsFor(email: string) {
  const [{ docs: accounts }, { docs: jobs }] = await Promise.all([
    payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 }),
    payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'emailPasswordReset' } },
      pagination: false,
    }),
  ])
  const userId = accounts[0]?.id
  return jobs.filter((job) => (job.input as { userId?: number } | null)?.userId === userId)
}

/** Runs the reset jobs queued for `email`, as the jobs runner's next round would. */
async function runResetJobsFor(email: string) {
  for (const job of await resetJobsFor(email)) await payload.jobs.runByID({ id: job.id })
}

test('a staff address gets its reset link from a queued job; any other address queues nothing', async () => {
  const email = await createAccount('reset-by-job')
  const jobsBefore = await payload.count({ collection: 'payload-jobs' })
  expect(await queuePasswordResetEmail(payload, `nobody-${randomUUID()}@example.com`)).toBe(
    'no account',
  )
  expect(await payload.count({ collection: 'payload-jobs' })).toEqual(jobsBefore)

  expect(await queuePasswordResetEmail(payload, email)).toBe('queued')
  expect(linksMailedTo(env.OUTBOX_DIR, email)).toEqual([])
  await runResetJobsFor(email)
  const [link, ...others] = linksMailedTo(env.OUTBOX_DIR, email)
  expect(others).toEqual([])
  expect(link).toMatch(new RegExp(`^${env.NEXT_PUBLIC_SITE_URL}/admin/reset/[0-9a-f]{40}$`))
})

test('one mailbox queues at most 4 reset jobs an hour, however it is spelled; one link goes out', async () => {
  const email = await createAccount('reset-flood')
  const [local, domain] = email.split('@')
  const spellings = [
    email,
    email.toUpperCase(),
    `${local}+again@${domain}`,
    ` ${email} `,
    email,
    `${local}+more@${domain?.toUpperCase()}`,
  ]
  const outcomes = []
  for (const spelling of spellings) outcomes.push(await queuePasswordResetEmail(payload, spelling))
  // A "+tag" reaches her mailbox but names no account: counted, not queued.
  expect(outcomes).toEqual(['queued', 'queued', 'no account', 'queued', 'limited', 'limited'])
  expect(await resetJobsFor(email)).toHaveLength(3)
  await runResetJobsFor(email)
  // Payload sends a new link at most every 15 minutes (users.ts): the jobs after the first send none.
  expect(linksMailedTo(env.OUTBOX_DIR, email)).toHaveLength(1)
})
