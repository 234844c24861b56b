/**
 * Item 4, no lost contact messages: a visitor who sends the form from a copy of the page made
 * before the page changed (here: the build's copy, replaced after the start) gets the thank-you,
 * not an empty form, also without JavaScript.
 */

import { expect, test } from 'vitest'

import {
  contactFormHiddenFields,
  submitContactForm,
} from '../../scripts/support/contact-submission'
import { waitFor } from '../../scripts/support/server-process'
import { useSecurityServer } from './support/security-server'

const port = 3202
const origin = `http://127.0.0.1:${port}`
useSecurityServer('stale-page-form', port)

const contactPageCache = async () => {
  const response = await fetch(`${origin}/contact`)
  await response.arrayBuffer()
  return response.headers.get('x-nextjs-cache')
}

test('a message sent from the page as it was before a change is thanked', async () => {
  // The build's copy was made from the build's own database: the first view is stale, and
  // starts making a new copy from this site's content.
  const staleFields = await contactFormHiddenFields(origin)
  await waitFor(async () => (await contactPageCache()) === 'HIT', 'a fresh /contact')
  const outcome = await submitContactForm(origin, staleFields, {
    name: 'Robin Example',
    email: 'robin@example.com',
    message: 'Sent from a page that was open for a while.',
  })
  expect(outcome).toBe('sent')
})
