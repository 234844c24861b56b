import { createHash } from 'node:crypto'

import { describe, expect, test } from 'vitest'

import { env } from '@/config/env'
import { mailboxLimitKey } from '@/lib/rate-limit/mailbox-key'

import { quizEmailLimitReached, type QuizEmailLimit } from './quiz-email-limits'

// The limits count in this file's process, from the defaults: 5 a client in 10 minutes, 3 an
// address a day, 30 for the site an hour. Each test uses clients and addresses of its own.
let allowed = 0
let clientNumber = 0
const newClient = () => `198.51.100.${(clientNumber += 1)}`

async function ask(client: string, email: string): Promise<QuizEmailLimit | null> {
  const limit = await quizEmailLimitReached(client, email)
  if (limit === null) allowed += 1
  return limit
}

describe('the caps on quiz reports by e-mail', () => {
  test('one address gets 3 a day whoever asks, however it is spelled', async () => {
    expect(env.QUIZ_EMAIL_RECIPIENT_DAILY_LIMIT).toBe(3)
    const outcomes = [
      await ask(newClient(), 'victim@example.com'),
      await ask(newClient(), 'Victim@Example.COM'),
      await ask(newClient(), 'victim+quiz@example.com'),
      await ask(newClient(), 'VICTIM+again@example.com'),
      await ask(newClient(), 'victim@example.com'),
    ]
    expect(outcomes).toEqual([null, null, null, 'recipient', 'recipient'])
    expect(await ask(newClient(), 'someone-else@example.com')).toBeNull()
  })

  test('one Gmail inbox gets 3 a day, whatever its dots and whichever of its domains', async () => {
    const outcomes = [
      await ask(newClient(), 'ada.lovelace@gmail.com'),
      await ask(newClient(), 'adalovelace@googlemail.com'),
      await ask(newClient(), 'A.da.Love.lace+quiz@gmail.com'),
      await ask(newClient(), 'ada.love.lace@googlemail.com'),
    ]
    expect(outcomes).toEqual([null, null, null, 'recipient'])
  })

  test('one client gets 5 in 10 minutes, whatever the addresses', async () => {
    const client = newClient()
    const outcomes: Array<QuizEmailLimit | null> = []
    for (let index = 0; index < 6; index += 1)
      outcomes.push(await ask(client, `client-cap-${index}@example.com`))
    expect(outcomes).toEqual([null, null, null, null, null, 'client'])
  })

  test('the site sends 30 an hour in all; refusals by the narrower caps use none of them', async () => {
    expect(env.QUIZ_EMAIL_SITE_HOURLY_LIMIT).toBe(30)
    const before = allowed
    let outcome: QuizEmailLimit | null = null
    for (let index = 0; outcome === null; index += 1)
      outcome = await ask(newClient(), `site-cap-${index}@example.com`)
    expect(outcome).toBe('site')
    // The 4 refused above (address, Gmail inbox, client) counted nothing against the site's 30.
    expect(before).toBe(12)
    expect(allowed).toBe(30)
    expect(await ask(newClient(), 'one-more@example.com')).toBe('site')
  })

  test('the per-address key is a keyed hash: one for every spelling of an inbox, no address in it', () => {
    const keyOf = (email: string) => mailboxLimitKey('quizEmailRecipient', email)
    const key = keyOf('victim@example.com')
    expect(key).toMatch(/^[\w-]{43}$/)
    expect(keyOf(' Victim+quiz@Example.com ')).toBe(key)
    expect(keyOf('victim2@example.com')).not.toBe(key)
    // Each limit counts apart: the same mailbox has another key in another limit.
    expect(mailboxLimitKey('staffSignInAccount', 'victim@example.com')).not.toBe(key)
    // Not the plain SHA-256 of the address, which a list of known addresses would match.
    expect(key).not.toBe(createHash('sha256').update('victim@example.com').digest('base64url'))
  })
})
