import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import type { SiteSetting } from '@/payload-types'

import { getTestPayload } from '../../tests/support/payload'
import { getSiteProfile, readSiteProfile, toSiteProfile } from './site-profile'

let payload: Payload
let settings: SiteSetting

beforeAll(async () => {
  payload = await getTestPayload()
  settings = await payload.findGlobal({ slug: 'site-settings' })
})

describe('the site profile', () => {
  test('gives the seeded firm’s ways of contact as links ready to print', async () => {
    const { contact, channels } = await getSiteProfile()
    expect(contact.phone).toEqual({ href: 'tel:+13035550142', label: '(303) 555-0142' })
    expect(contact.sms).toEqual({ href: 'sms:+13035550143', label: '(303) 555-0143' })
    expect(contact.email).toEqual({
      href: 'mailto:office@example.com',
      label: 'office@example.com',
    })
    expect(contact.fax).toBe('(303) 555-0144')
    expect(contact.newClientBooking).toBe('https://book.example.com/new-client')
    expect(channels.schedulingLinks.estatePlanDesign).toBe(
      'https://book.example.com/estate-plan-design',
    )
  })

  test('names the office, its responsible attorney and its hours as the footer prints them', async () => {
    const { office, name, floatingCtaRules } = await getSiteProfile()
    expect(name).toBe('Juniper Hill Law')
    expect(office.addressLine).toBe('1200 Example Avenue, Suite 210, Lakewood, CO 80226')
    expect(office.responsibleAttorney).toEqual({
      name: 'Dana Whitfield',
      jobTitle: 'Attorney and founder',
    })
    expect(office.hours.map((line) => line.days)).toEqual(['Monday – Friday', 'Saturday', 'Sunday'])
    expect(floatingCtaRules.hiddenOn).toContain('/contact')
  })

  test('leaves out a channel the settings leave empty, rather than printing an empty link', () => {
    const profile = toSiteProfile({ ...settings, smsNumber: '', faxNumber: null })
    expect(profile.contact.sms).toBeNull()
    expect(profile.contact.fax).toBeNull()
    expect(profile.contact.phone?.label).toBe('(303) 555-0142')
  })

  test('is the same read afresh in a job’s request as pages get from the cache', async () => {
    const inJob = await readSiteProfile(await createLocalReq({}, payload))
    expect(inJob).toEqual(await getSiteProfile())
  })
})
