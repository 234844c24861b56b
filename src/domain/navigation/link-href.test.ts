import { describe, expect, test } from 'vitest'

import { isSitePath, resolveLinkHref, type ContactChannels } from './link-href'

const channels: ContactChannels = {
  phoneNumber: '(303) 555-0142',
  smsNumber: '303-555-0143',
  email: 'hello@example.com',
  schedulingLinks: { newClient: 'https://book.example.com/new-client' },
}

describe('resolveLinkHref', () => {
  test.each([
    [{ type: 'page', path: '/contact' } as const, '/contact'],
    [
      { type: 'schedule', schedulingKind: 'newClient' } as const,
      'https://book.example.com/new-client',
    ],
    [{ type: 'phone' } as const, 'tel:+13035550142'],
    [{ type: 'sms' } as const, 'sms:+13035550143'],
    [{ type: 'email' } as const, 'mailto:hello@example.com'],
    [{ type: 'external', url: 'https://pay.example.com/' } as const, 'https://pay.example.com/'],
  ])('%o goes to %s', (link, href) => expect(resolveLinkHref(link, channels)).toBe(href))

  test.each([
    [{ type: 'page', path: '' } as const],
    [{ type: 'schedule', schedulingKind: 'checkIn' } as const],
    [{ type: 'schedule' } as const],
    [{ type: 'external' } as const],
  ])('hides %o when its target is missing', (link) =>
    expect(resolveLinkHref(link, channels)).toBeNull(),
  )

  test('hides phone, text and e-mail links when the settings lack them', () => {
    const empty: ContactChannels = { schedulingLinks: {} }
    for (const type of ['phone', 'sms', 'email'] as const) {
      expect(resolveLinkHref({ type }, empty)).toBeNull()
    }
  })
})

test.each([
  ['/', true],
  ['/services/estate-planning', true],
  ['//evil.example.com', false],
  ['https://example.com', false],
  ['/with space', false],
  ['relative', false],
])('isSitePath(%s) is %s', (path, expected) => expect(isSitePath(path)).toBe(expected))
