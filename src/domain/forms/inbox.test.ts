import { expect, test } from 'vitest'

import { inboxOf } from './inbox'

test.each([
  ['ada@example.com', 'ada@example.com'],
  [' Ada@Example.COM ', 'ada@example.com'],
  ['ada+quiz@example.com', 'ada@example.com'],
  ['Ada+one+two@example.com', 'ada@example.com'],
  ['ada.lovelace@example.com', 'ada.lovelace@example.com'],
])('%j reaches the inbox %j', (address, inbox) => {
  expect(inboxOf(address)).toBe(inbox)
})
