/**
 * `npm run create-admin`: creates a staff account in the configured database, from
 * ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_NAME when they are set, otherwise by asking.
 */
import { createInterface } from 'node:readline/promises'
import { Writable } from 'node:stream'

import { getPayload } from 'payload'
import { z } from 'zod'

import { StaffPasswordSchema } from '../src/lib/auth/password-policy'
import config from '../src/payload.config'
import { closePayload } from './support/close-payload'

const AccountSchema = z.object({
  email: z.email('Enter an e-mail address like name@example.com.'),
  password: StaffPasswordSchema,
  name: z.string().trim().min(1, 'Enter the name shown in the admin.').max(120),
})

/** Asks on the terminal; with `hidden`, what is typed is not echoed (a password). */
async function ask(question: string, { hidden = false } = {}) {
  let isMuted = false
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!isMuted) process.stdout.write(chunk)
      done()
    },
  })
  const terminal = createInterface({ input: process.stdin, output, terminal: true })
  const answer = terminal.question(question)
  isMuted = hidden
  const value = await answer
  terminal.close()
  if (hidden) process.stdout.write('\n')
  return value
}

const values = {
  email: process.env.ADMIN_EMAIL ?? (await ask('E-mail: ')),
  password: process.env.ADMIN_PASSWORD ?? (await ask('Password: ', { hidden: true })),
  name: process.env.ADMIN_NAME ?? (await ask('Name: ')),
}

const account = AccountSchema.safeParse(values)
if (!account.success) {
  process.stderr.write(`${z.prettifyError(account.error)}\n`)
  process.exit(1)
}

const payload = await getPayload({ config })
await payload.db.migrate()
const { totalDocs: existing } = await payload.count({
  collection: 'users',
  where: { email: { equals: account.data.email } },
})
if (existing > 0) {
  process.stderr.write(`There is already a staff account for ${account.data.email}.\n`)
  await closePayload(payload, 1)
}
// A new account has no public author profile yet: no page shows it, so no cache to expire.
await payload.create({
  collection: 'users',
  data: account.data,
  overrideAccess: true,
  context: { disableRevalidate: true },
})
process.stdout.write(`Created the staff account ${account.data.email}. Sign in at /admin.\n`)
await closePayload(payload)
