import { expect, it } from 'vitest'

import { isDocumentSavedMessage } from './live-preview-messages'

const admin = 'https://www.example.com'

it("takes the admin's document event from the site's own origin", () => {
  expect(
    isDocumentSavedMessage({ origin: admin, data: { type: 'payload-document-event' } }, admin),
  ).toBe(true)
})

it.each([
  ['another origin', { origin: 'https://evil.example', data: { type: 'payload-document-event' } }],
  ['another message', { origin: admin, data: { type: 'payload-live-preview', data: {} } }],
  ['a string', { origin: admin, data: 'payload-document-event' }],
  ['no data', { origin: admin, data: null }],
])('ignores %s', (_, event) => {
  expect(isDocumentSavedMessage(event, admin)).toBe(false)
})
