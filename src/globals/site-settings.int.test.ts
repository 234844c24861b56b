import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import type { SiteSetting } from '@/payload-types'

import { asAdminSave } from '../../tests/support/admin-save'
import { fieldErrors } from '../../tests/support/field-errors'
import { expiredTags } from '../../tests/support/next-cache-stub'
import { getTestPayload } from '../../tests/support/payload'

let payload: Payload
let original: SiteSetting

function updateSettings(data: Partial<SiteSetting>) {
  return payload.updateGlobal({ slug: 'site-settings', data, req: asAdminSave() })
}

beforeAll(async () => {
  payload = await getTestPayload()
  original = await payload.findGlobal({ slug: 'site-settings' })
})

beforeEach(() => {
  expiredTags.length = 0
})

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { phoneNumber: original.phoneNumber, analyticsTagId: original.analyticsTagId },
    context: { disableRevalidate: true },
  })
})

describe('site settings phone number', () => {
  test.each([['call me'], ['555-0142'], ['(103) 555-0142']])('rejects %o', async (phoneNumber) => {
    expect(await fieldErrors(updateSettings({ phoneNumber }))).toEqual([
      {
        path: 'phoneNumber',
        message: 'Enter a 10-digit US phone number, e.g. (303) 555-0142.',
      },
    ])
    const stored = await payload.findGlobal({ slug: 'site-settings' })
    expect(stored.phoneNumber).toBe(original.phoneNumber)
    expect(expiredTags).toEqual([])
  })

  test('keeps a valid number and expires the cached settings', async () => {
    await updateSettings({ phoneNumber: '720-555-0199' })
    const stored = await payload.findGlobal({ slug: 'site-settings' })
    expect(stored.phoneNumber).toBe('720-555-0199')
    expect(expiredTags).toContain('global:site-settings')
    // Changing one field leaves the rest of the settings as they were.
    expect(stored).toMatchObject({
      email: original.email,
      smsNumber: original.smsNumber,
      openingHours: original.openingHours,
      seo: { siteUrl: original.seo.siteUrl },
    })
  })
})

describe('site settings analytics tag', () => {
  test.each([['UA-1'], ['G-1'], ['g-abc123xyz']])('rejects %o', async (analyticsTagId) => {
    expect(await fieldErrors(updateSettings({ analyticsTagId }))).toEqual([
      { path: 'analyticsTagId', message: 'A Google tag id looks like G-ABC123XYZ.' },
    ])
  })

  test('accepts a Google tag id', async () => {
    await updateSettings({ analyticsTagId: 'G-ABC123XYZ' })
    const stored = await payload.findGlobal({ slug: 'site-settings' })
    expect(stored.analyticsTagId).toBe('G-ABC123XYZ')
  })
})
