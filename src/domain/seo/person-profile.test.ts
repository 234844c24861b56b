import { describe, expect, it } from 'vitest'

import { personProfileJsonLd } from './person-profile'
import type { FirmProfile } from './structured-data'

const firm: FirmProfile = {
  name: 'Juniper Hill Law',
  url: 'https://juniper.example.com',
  description: 'A family practice.',
  serviceAreas: ['Lakewood'],
  services: ['Estate planning'],
  sameAs: [],
  openingHours: [],
  founder: {
    name: 'Dana Whitfield',
    jobTitle: 'Attorney and founder',
    credentials: ['Juris Doctor (J.D.)'],
    barNumber: '99017',
  },
}
const pageUrl = 'https://juniper.example.com/about'

describe('personProfileJsonLd', () => {
  it('describes the founder with biography, photo and subjects, and no areaServed (a Person has none)', () => {
    expect(
      personProfileJsonLd(firm, {
        bio: 'Dana has practised in Colorado since 2009.',
        imageUrl: 'https://juniper.example.com/api/media/file/dana.jpg',
        pageUrl,
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': 'https://juniper.example.com/about#founder',
      name: 'Dana Whitfield',
      jobTitle: 'Attorney and founder',
      worksFor: { '@id': 'https://juniper.example.com/#firm' },
      hasCredential: [
        { '@type': 'EducationalOccupationalCredential', name: 'Juris Doctor (J.D.)' },
      ],
      identifier: {
        '@type': 'PropertyValue',
        name: 'Colorado attorney registration number',
        value: '99017',
      },
      description: 'Dana has practised in Colorado since 2009.',
      url: pageUrl,
      image: 'https://juniper.example.com/api/media/file/dana.jpg',
      knowsAbout: ['Estate planning'],
    })
  })

  it('leaves out the photo and subjects when the settings have none', () => {
    const profile = personProfileJsonLd(
      { ...firm, serviceAreas: [], services: [] },
      { bio: 'Bio.', imageUrl: null, pageUrl },
    )
    expect(profile).not.toHaveProperty('image')
    expect(profile).not.toHaveProperty('areaServed')
    expect(profile).not.toHaveProperty('knowsAbout')
  })

  it('is absent when the settings name no founder', () => {
    expect(personProfileJsonLd({ ...firm, founder: null }, { bio: 'Bio.', pageUrl })).toBeNull()
  })
})
