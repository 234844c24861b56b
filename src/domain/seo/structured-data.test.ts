import { describe, expect, test } from 'vitest'

import type { OpeningHoursDay } from '../contact/opening-hours'
import {
  absoluteUrl,
  blogJsonLd,
  blogJsonLdId,
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  breadcrumbTrail,
  faqPageJsonLd,
  founderJsonLd,
  legalServiceJsonLd,
  serializeJsonLd,
  servicePageJsonLd,
  websiteJsonLd,
  type BlogPostingFacts,
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

describe('servicePageJsonLd', () => {
  const facts = {
    path: '/services/estate-planning/gun-trusts',
    name: 'Gun Trusts',
    description: 'Gun trusts for Colorado owners.',
    serviceType: 'Estate planning',
    keywords: ['wills and trusts Lakewood', 'estate planning Jefferson County'],
  }

  test('is the page, with its line’s local keywords, about a Service the firm provides where it works', () => {
    expect(servicePageJsonLd(fullFirm, facts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      '@id': 'https://juniper.example.com/services/estate-planning/gun-trusts',
      url: 'https://juniper.example.com/services/estate-planning/gun-trusts',
      name: 'Gun Trusts',
      description: 'Gun trusts for Colorado owners.',
      keywords: ['wills and trusts Lakewood', 'estate planning Jefferson County'],
      about: {
        '@type': 'Service',
        '@id': 'https://juniper.example.com/services/estate-planning/gun-trusts#service',
        name: 'Gun Trusts',
        serviceType: 'Estate planning',
        provider: { '@id': 'https://juniper.example.com/#firm' },
        areaServed: [
          { '@type': 'AdministrativeArea', name: 'Lakewood' },
          { '@type': 'AdministrativeArea', name: 'Denver' },
        ],
      },
    })
  })

  test('leaves out keywords, description and areas the settings do not give', () => {
    const node = servicePageJsonLd(bareFirm, { ...facts, description: null, keywords: [] })
    expect(node).not.toHaveProperty('keywords')
    expect(node).not.toHaveProperty('description')
    expect(node.about).not.toHaveProperty('areaServed')
  })
})

describe('websiteJsonLd', () => {
  test('is a WebSite published by the firm whose search box lands on /search?q=', () => {
    expect(websiteJsonLd(fullFirm)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://juniper.example.com/#website',
      name: 'Juniper Hill Law',
      url: 'https://juniper.example.com/',
      publisher: { '@id': 'https://juniper.example.com/#firm' },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://juniper.example.com/search?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
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

describe('blogPostingJsonLd', () => {
  const post: BlogPostingFacts = {
    path: '/blog/do-i-need-a-will',
    headline: 'Do I need a will?',
    description: 'Who inherits when there is no will, and why simple estates still need one.',
    datePublished: '2026-03-02T22:30:00.000Z',
    dateModified: '2026-04-10T16:00:00.000Z',
    author: { name: 'Dana Whitfield', jobTitle: 'Attorney and founder', url: '/about' },
    imageUrl: '/media/will-signing.jpg',
    section: 'Estate planning',
    keywords: ['Wills', 'Colorado'],
  }

  test('describes the post as a BlogPosting by its author, published by the firm', () => {
    expect(blogPostingJsonLd('https://juniper.example.com', post)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': 'https://juniper.example.com/blog/do-i-need-a-will#article',
      headline: 'Do I need a will?',
      description: 'Who inherits when there is no will, and why simple estates still need one.',
      url: 'https://juniper.example.com/blog/do-i-need-a-will',
      datePublished: '2026-03-02T22:30:00.000Z',
      dateModified: '2026-04-10T16:00:00.000Z',
      author: {
        '@type': 'Person',
        name: 'Dana Whitfield',
        jobTitle: 'Attorney and founder',
        url: 'https://juniper.example.com/about',
      },
      publisher: { '@id': 'https://juniper.example.com/#firm' },
      image: 'https://juniper.example.com/media/will-signing.jpg',
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': 'https://juniper.example.com/blog/do-i-need-a-will',
      },
      isPartOf: { '@id': 'https://juniper.example.com/blog#blog' },
      articleSection: 'Estate planning',
      keywords: ['Wills', 'Colorado'],
    })
  })

  test('its publisher is the LegalService and it is part of the Blog, both by @id', () => {
    const posting = blogPostingJsonLd(fullFirm.url, post)
    expect((posting.publisher as JsonLd)['@id']).toBe(legalServiceJsonLd(fullFirm)['@id'])
    expect((posting.isPartOf as JsonLd)['@id']).toBe(
      blogJsonLd(fullFirm.url, { name: 'Blog', posts: [] })['@id'],
    )
  })

  test('keeps absolute image and author addresses as they are', () => {
    const posting = blogPostingJsonLd('https://juniper.example.com/', {
      ...post,
      imageUrl: 'https://cdn.example.net/hero.jpg',
      author: { name: 'Dana Whitfield', url: 'https://www.linkedin.com/in/dana' },
    })
    expect(posting.image).toBe('https://cdn.example.net/hero.jpg')
    expect(posting.author).toEqual({
      '@type': 'Person',
      name: 'Dana Whitfield',
      url: 'https://www.linkedin.com/in/dana',
    })
  })

  test.each([[null], [undefined], ['']])(
    'a post never revised (dateModified %o) was last modified when published',
    (dateModified) =>
      expect(
        blogPostingJsonLd('https://juniper.example.com', { ...post, dateModified }).dateModified,
      ).toBe('2026-03-02T22:30:00.000Z'),
  )

  test('leaves out every empty optional value instead of stating null, "" or []', () => {
    const bare = blogPostingJsonLd('https://juniper.example.com', {
      path: '/blog/bare',
      headline: 'Bare',
      description: 'A post with nothing optional.',
      datePublished: '2026-01-01T00:00:00.000Z',
      dateModified: null,
      author: { name: 'Dana Whitfield', jobTitle: null, url: '' },
      imageUrl: null,
      section: '',
      keywords: [],
    })
    expect(emptyKeys(bare)).toEqual([])
    expect(bare).not.toHaveProperty('image')
    expect(bare).not.toHaveProperty('articleSection')
    expect(bare).not.toHaveProperty('keywords')
    expect(bare.author).toEqual({ '@type': 'Person', name: 'Dana Whitfield' })
  })
})

describe('blogJsonLd', () => {
  test('is the Blog published by the firm, listing its posts in order with absolute URLs', () => {
    expect(
      blogJsonLd('https://juniper.example.com', {
        name: 'Blog',
        description: 'Notes on estate planning, small business, bankruptcy and nonprofits.',
        posts: [
          { title: 'Do I need a will?', path: '/blog/do-i-need-a-will' },
          { title: 'LLC basics', path: '/blog/llc-basics' },
        ],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Blog',
      '@id': 'https://juniper.example.com/blog#blog',
      name: 'Blog',
      description: 'Notes on estate planning, small business, bankruptcy and nonprofits.',
      url: 'https://juniper.example.com/blog',
      publisher: { '@id': 'https://juniper.example.com/#firm' },
      mainEntity: {
        '@type': 'ItemList',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: 'Do I need a will?',
            url: 'https://juniper.example.com/blog/do-i-need-a-will',
          },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'LLC basics',
            url: 'https://juniper.example.com/blog/llc-basics',
          },
        ],
      },
    })
  })

  test('leaves out an empty description; a blog without posts lists none', () => {
    const blog = blogJsonLd('https://juniper.example.com/', {
      name: 'Blog',
      description: '',
      posts: [],
    })
    expect(blog).not.toHaveProperty('description')
    expect(blog.mainEntity).toEqual({ '@type': 'ItemList', itemListElement: [] })
  })

  test('its @id is the one posts refer to', () =>
    expect(blogJsonLdId('https://juniper.example.com/')).toBe(
      'https://juniper.example.com/blog#blog',
    ))
})
