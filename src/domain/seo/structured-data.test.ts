import { describe, expect, test } from 'vitest'

import type { OpeningHoursDay } from '../contact/opening-hours'
import {
  absoluteUrl,
  breadcrumbListJsonLd,
  breadcrumbTrail,
  faqPageJsonLd,
  founderJsonLd,
  legalServiceJsonLd,
  serializeJsonLd,
  websiteJsonLd,
  type FirmProfile,
  type JsonLd,
} from './structured-data'

const firmHours: OpeningHoursDay[] = [
  ...(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day) => ({
    day,
    status: 'open' as const,
    opens: '09:00',
    closes: '17:00',
  })),
  { day: 'Saturday', status: 'byAppointment' },
  { day: 'Sunday', status: 'closed' },
]

const fullFirm: FirmProfile = {
  name: 'Juniper Hill Law',
  url: 'https://juniper.example.com',
  description: 'A family practice serving Colorado families and small businesses.',
  email: 'office@example.com',
  phoneNumber: '(303) 555-0142',
  faxNumber: '303.555.0144',
  logoUrl: 'https://juniper.example.com/media/logo.png',
  imageUrl: 'https://juniper.example.com/media/office.jpg',
  slogan: 'Clear legal help.',
  priceRange: 'Fixed Fees',
  address: { street: '1200 Example Avenue', city: 'Lakewood', state: 'CO', zip: '80226' },
  serviceAreas: ['Lakewood', 'Denver'],
  services: ['Estate planning', 'Bankruptcy'],
  sameAs: ['https://www.linkedin.com/company/juniper-hill-law'],
  founder: {
    name: 'Dana Whitfield',
    jobTitle: 'Attorney and founder',
    credentials: ['Juris Doctor (J.D.)', 'Licensed to practice law in Colorado'],
    barNumber: '99017',
  },
  openingHours: firmHours,
}

/** Only what the firm profile cannot do without; every optional value is empty in some way. */
const bareFirm: FirmProfile = {
  name: 'Juniper Hill Law',
  url: 'https://juniper.example.com/',
  description: '',
  email: '',
  phoneNumber: null,
  faxNumber: undefined,
  logoUrl: null,
  imageUrl: null,
  slogan: null,
  priceRange: '',
  address: null,
  serviceAreas: [],
  services: [],
  sameAs: [],
  founder: null,
  openingHours: [],
}

/** Every key anywhere in `value` whose value is null, undefined, "" or an empty array. */
function emptyKeys(value: unknown, at = '$'): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => emptyKeys(item, `${at}[${index}]`))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) => {
    const isEmpty =
      child === null ||
      child === undefined ||
      child === '' ||
      (Array.isArray(child) && child.length === 0)
    return isEmpty ? [`${at}.${key}`] : emptyKeys(child, `${at}.${key}`)
  })
}

describe('absoluteUrl', () => {
  test.each([
    ['https://juniper.example.com', '/', 'https://juniper.example.com/'],
    ['https://juniper.example.com/', '/', 'https://juniper.example.com/'],
    ['https://juniper.example.com', '/about', 'https://juniper.example.com/about'],
    ['https://juniper.example.com/', '/about', 'https://juniper.example.com/about'],
    [
      'https://juniper.example.com',
      'services/estate-planning',
      'https://juniper.example.com/services/estate-planning',
    ],
    ['http://localhost:3000', '/search', 'http://localhost:3000/search'],
  ])('%s + %s is %s', (siteUrl, path, url) => expect(absoluteUrl(siteUrl, path)).toBe(url))
})

describe('founderJsonLd', () => {
  test('describes the founder as a Person working for the firm, with credential objects', () => {
    expect(founderJsonLd(fullFirm)).toEqual({
      '@type': 'Person',
      '@id': 'https://juniper.example.com/about#founder',
      name: 'Dana Whitfield',
      jobTitle: 'Attorney and founder',
      worksFor: { '@id': 'https://juniper.example.com/#firm' },
      hasCredential: [
        { '@type': 'EducationalOccupationalCredential', name: 'Juris Doctor (J.D.)' },
        {
          '@type': 'EducationalOccupationalCredential',
          name: 'Licensed to practice law in Colorado',
        },
      ],
      identifier: {
        '@type': 'PropertyValue',
        name: 'Colorado attorney registration number',
        value: '99017',
      },
    })
  })

  test.each([[null], [undefined]])('is null when the founder is %s', (founder) =>
    expect(founderJsonLd({ ...fullFirm, founder })).toBeNull(),
  )

  test.each([[null], [undefined], ['']])(
    'leaves out credentials and registration number when empty (bar number %o)',
    (barNumber) => {
      const person = founderJsonLd({
        ...fullFirm,
        founder: { name: 'Dana Whitfield', jobTitle: 'Attorney', credentials: [], barNumber },
      })
      expect(person).not.toHaveProperty('hasCredential')
      expect(person).not.toHaveProperty('identifier')
      expect(emptyKeys(person)).toEqual([])
      expect(person).toMatchObject({ '@type': 'Person', name: 'Dana Whitfield' })
    },
  )
})

describe('legalServiceJsonLd', () => {
  const firm = legalServiceJsonLd(fullFirm)

  test('names the firm as a LegalService at the site root', () => {
    expect(firm).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LegalService',
      '@id': 'https://juniper.example.com/#firm',
      name: 'Juniper Hill Law',
      url: 'https://juniper.example.com/',
      description: 'A family practice serving Colorado families and small businesses.',
      slogan: 'Clear legal help.',
      email: 'office@example.com',
      logo: 'https://juniper.example.com/media/logo.png',
      image: 'https://juniper.example.com/media/office.jpg',
      priceRange: 'Fixed Fees',
      knowsAbout: ['Estate planning', 'Bankruptcy'],
      sameAs: ['https://www.linkedin.com/company/juniper-hill-law'],
    })
  })

  test('gives telephone and fax numbers in E.164', () => {
    expect(firm.telephone).toBe('+13035550142')
    expect(firm.faxNumber).toBe('+13035550144')
  })

  test('gives a US postal address and administrative service areas', () => {
    expect(firm.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1200 Example Avenue',
      addressLocality: 'Lakewood',
      addressRegion: 'CO',
      postalCode: '80226',
      addressCountry: 'US',
    })
    expect(firm.areaServed).toEqual([
      { '@type': 'AdministrativeArea', name: 'Lakewood' },
      { '@type': 'AdministrativeArea', name: 'Denver' },
    ])
  })

  test('states hours for the open days only: Saturday by appointment and Sunday have none', () => {
    expect(firm.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: '09:00',
        closes: '17:00',
      },
    ])
    expect(serializeJsonLd(firm)).not.toMatch(/Saturday|Sunday/)
  })

  test('embeds the founder', () => {
    expect(firm.founder).toEqual(founderJsonLd(fullFirm))
  })

  test('falls back to the logo when there is no other image', () => {
    expect(legalServiceJsonLd({ ...fullFirm, imageUrl: null }).image).toBe(
      'https://juniper.example.com/media/logo.png',
    )
  })

  test.each([
    ['not a number', 'call us'],
    ['too short', '555-0142'],
  ])('leaves out a telephone that is %s', (_, phoneNumber) =>
    expect(legalServiceJsonLd({ ...fullFirm, phoneNumber })).not.toHaveProperty('telephone'),
  )

  test('leaves out every empty optional value instead of stating null, "" or []', () => {
    const bare = legalServiceJsonLd(bareFirm)
    expect(emptyKeys(bare)).toEqual([])
    expect(bare).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LegalService',
      '@id': 'https://juniper.example.com/#firm',
      name: 'Juniper Hill Law',
      url: 'https://juniper.example.com/',
    })
  })

  test('a fully described firm has no empty values either', () => {
    expect(emptyKeys(firm)).toEqual([])
  })
})

describe('websiteJsonLd', () => {
  test('is a WebSite published by the firm, with no search box while there is no search page', () => {
    expect(websiteJsonLd(fullFirm)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://juniper.example.com/#website',
      name: 'Juniper Hill Law',
      url: 'https://juniper.example.com/',
      publisher: { '@id': 'https://juniper.example.com/#firm' },
    })
  })

  test('its publisher is the LegalService by @id', () => {
    const publisher = websiteJsonLd(bareFirm).publisher as JsonLd
    expect(publisher['@id']).toBe(legalServiceJsonLd(bareFirm)['@id'])
  })
})

describe('breadcrumbListJsonLd', () => {
  test('numbers the crumbs 1..n and gives each an absolute URL', () => {
    expect(
      breadcrumbListJsonLd('https://juniper.example.com/', [
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services' },
        { name: 'Estate planning', path: '/services/estate-planning' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://juniper.example.com/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Services',
          item: 'https://juniper.example.com/services',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Estate planning',
          item: 'https://juniper.example.com/services/estate-planning',
        },
      ],
    })
  })

  test('an empty trail is an empty list', () => {
    expect(breadcrumbListJsonLd('https://juniper.example.com', []).itemListElement).toEqual([])
  })
})

describe('breadcrumbTrail', () => {
  const titles: Record<string, string> = {
    '/services': 'Services',
    '/services/estate-planning': 'Estate planning',
    '/policies/privacy': 'Privacy policy',
    '/about': 'About',
  }
  const titleOf = (path: string) => titles[path]

  test.each([
    ['/', [{ name: 'Home', path: '/' }]],
    [
      '/about',
      [
        { name: 'Home', path: '/' },
        { name: 'About', path: '/about' },
      ],
    ],
    [
      '/services/estate-planning',
      [
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services' },
        { name: 'Estate planning', path: '/services/estate-planning' },
      ],
    ],
    [
      '/policies/privacy',
      [
        { name: 'Home', path: '/' },
        { name: 'Privacy policy', path: '/policies/privacy' },
      ],
    ],
  ])('%s has the trail %o', (path, trail) => expect(breadcrumbTrail(path, titleOf)).toEqual(trail))

  test('skips ancestors whose title is null or empty rather than linking them', () => {
    const trail = breadcrumbTrail('/a/b/c', (path) =>
      path === '/a' ? null : path === '/a/b' ? '' : 'C',
    )
    expect(trail).toEqual([
      { name: 'Home', path: '/' },
      { name: 'C', path: '/a/b/c' },
    ])
  })

  test('uses the given name for the home page', () => {
    expect(breadcrumbTrail('/', titleOf, 'Start')).toEqual([{ name: 'Start', path: '/' }])
  })
})

describe('serializeJsonLd', () => {
  test('a closing script tag in a value cannot end the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toMatch(/<\/script/i)
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
  })

  test('serializes a list of graphs that parses back unchanged', () => {
    const graphs = [legalServiceJsonLd(fullFirm), websiteJsonLd(fullFirm)]
    expect(JSON.parse(serializeJsonLd(graphs))).toEqual(graphs)
  })

  test('leaves text without angle brackets as plain JSON', () => {
    expect(serializeJsonLd({ name: 'Juniper Hill Law' })).toBe('{"name":"Juniper Hill Law"}')
  })
})

test('an FAQ page lists each question with its accepted answer', () => {
  expect(
    faqPageJsonLd([
      { question: 'Do I need a will?', answer: 'Most adults benefit from one.' },
      { question: 'What does it cost?', answer: 'A fixed fee agreed up front.' },
    ]),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [
      {
        '@type': 'Question',
        name: 'Do I need a will?',
        acceptedAnswer: { '@type': 'Answer', text: 'Most adults benefit from one.' },
      },
      {
        '@type': 'Question',
        name: 'What does it cost?',
        acceptedAnswer: { '@type': 'Answer', text: 'A fixed fee agreed up front.' },
      },
    ],
  })
})
