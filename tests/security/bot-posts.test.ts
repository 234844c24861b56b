/** Item 4: a visitor whose browser looks like a bot still gets its contact message through. */
import { expect, test } from 'vitest'

import {
  contactFormHiddenFields,
  submitContactForm,
} from '../../scripts/support/contact-submission'
import { securityIpOrigin } from './support/client'

test.each([
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (compatible; ExampleBot/1.0)',
  'Mozilla/5.0 AppleWebKit/537.36 Chrome/131 Safari/537.36 Google-PageRenderer Google (+https://developers.google.com/+/web/snippet/) Preview',
])('a contact message sent with the user agent %s is stored and thanked', async (userAgent) => {
  const outcome = await submitContactForm(
    securityIpOrigin,
    await contactFormHiddenFields(securityIpOrigin),
    { name: 'Robin Example', email: 'robin@example.com', message: 'Sent from a kiosk browser.' },
    { userAgent },
  )
  expect(outcome).toBe('sent')
})
