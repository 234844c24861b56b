import { expect, test } from 'vitest'

import { canonicalMailbox } from './canonical-mailbox'

test.each([
  // Case and the spaces around what was typed.
  ['ada@example.com', 'ada@example.com'],
  [' Ada@Example.COM ', 'ada@example.com'],
  // A "+tag" subaddress, on any domain.
  ['ada+quiz@example.com', 'ada@example.com'],
  ['Ada+one+two@example.com', 'ada@example.com'],
  ['ada+@example.com', 'ada@example.com'],
  // Dots count outside Gmail: two people, two keys.
  ['ada.lovelace@example.com', 'ada.lovelace@example.com'],
  // Gmail: dots do not count, googlemail.com is gmail.com.
  ['a.d.a.lovelace@gmail.com', 'adalovelace@gmail.com'],
  ['A.DA+report@GoogleMail.com', 'ada@gmail.com'],
  ['ada@googlemail.com', 'ada@gmail.com'],
  // A trailing dot on the domain (the root of DNS) names the same domain.
  ['ada@gmail.com.', 'ada@gmail.com'],
  ['ada@example.com..', 'ada@example.com'],
  // Internationalized domains in their ASCII form, whichever way they were typed.
  ['ada@bücher.example', 'ada@xn--bcher-kva.example'],
  ['ada@BÜCHER.example', 'ada@xn--bcher-kva.example'],
  ['ada@xn--bcher-kva.example', 'ada@xn--bcher-kva.example'],
  // Full-width letters and an ideographic full stop are their plain twins.
  ['ＡＤＡ@ｇｍａｉｌ。com', 'ada@gmail.com'],
  // What is not a host name is only lower-cased.
  ['Ada@[127.0.0.1]', 'ada@[127.0.0.1]'],
  ['Ada@exa mple.com', 'ada@exa mple.com'],
  // The domain follows the last "@".
  ['"ada@home"@Example.com', '"ada@home"@example.com'],
  // Not an address: the whole of it, lower-cased.
  [' Staff ', 'staff'],
])('%j is the mailbox %j', (address, mailbox) => {
  expect(canonicalMailbox(address)).toBe(mailbox)
})

test('spellings that reach one Gmail inbox share one key', () => {
  const spellings = [
    'adalovelace@gmail.com',
    'Ada.Lovelace@gmail.com',
    'a.d.a.l.o.v.e.l.a.c.e@googlemail.com',
    'ada.lovelace+quiz@GMAIL.COM.',
  ]
  expect(new Set(spellings.map(canonicalMailbox))).toEqual(new Set(['adalovelace@gmail.com']))
})
