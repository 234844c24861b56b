import { toOpeningHoursSpecification, type OpeningHoursDay } from '../contact/opening-hours'
import { toE164 } from '../contact/phone-number'

export type PostalAddress = { street: string; city: string; state: string; zip: string }

export type Founder = {
  name: string
  jobTitle: string
  credentials: string[]
  barNumber?: string | null
}

/** What the structured data says about the firm, assembled from the site settings. */
export type FirmProfile = {
  name: string
  url: string
  description: string
  email?: string | null
  phoneNumber?: string | null
  faxNumber?: string | null
  logoUrl?: string | null
  imageUrl?: string | null
  slogan?: string | null
  priceRange?: string | null
  address?: PostalAddress | null
  serviceAreas: string[]
  services: string[]
  sameAs: string[]
  founder?: Founder | null
  openingHours: OpeningHoursDay[]
}

export type JsonLd = Record<string, unknown>

/** Joins a site path to the site's origin without doubling or dropping slashes. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString()
}

/** The @id of the firm's LegalService node, for other nodes to refer to. */
export function firmJsonLdId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, '/')}#firm`
}

function compact(record: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(record).filter(
      ([, value]) =>
        value !== null &&
        value !== undefined &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  )
}

/** Places the firm serves as schema.org AdministrativeAreas, for `areaServed`. */
const administrativeAreas = (names: ReadonlyArray<string>) =>
  names.map((name) => ({ '@type': 'AdministrativeArea', name }))

/** The founder as a schema.org Person, credentials as credential objects rather than loose text. */
export function founderJsonLd(firm: FirmProfile): JsonLd | null {
  const { founder } = firm
  if (!founder) return null
  return compact({
    '@type': 'Person',
    '@id': `${absoluteUrl(firm.url, '/about')}#founder`,
    name: founder.name,
    jobTitle: founder.jobTitle,
    worksFor: { '@id': firmJsonLdId(firm.url) },
    hasCredential: founder.credentials.map((name) => ({
      '@type': 'EducationalOccupationalCredential',
      name,
    })),
    identifier: founder.barNumber
      ? {
          '@type': 'PropertyValue',
          name: 'Colorado attorney registration number',
          value: founder.barNumber,
        }
      : null,
  })
}

/** The firm as a schema.org LegalService with its founder, hours and service areas. */
export function legalServiceJsonLd(firm: FirmProfile): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': firmJsonLdId(firm.url),
    name: firm.name,
    url: absoluteUrl(firm.url, '/'),
    description: firm.description,
    slogan: firm.slogan,
    email: firm.email,
    telephone: firm.phoneNumber ? toE164(firm.phoneNumber) : null,
    faxNumber: firm.faxNumber ? toE164(firm.faxNumber) : null,
    logo: firm.logoUrl,
    image: firm.imageUrl ?? firm.logoUrl,
    priceRange: firm.priceRange,
    address: firm.address
      ? {
          '@type': 'PostalAddress',
          streetAddress: firm.address.street,
          addressLocality: firm.address.city,
          addressRegion: firm.address.state,
          postalCode: firm.address.zip,
          addressCountry: 'US',
        }
      : null,
    areaServed: administrativeAreas(firm.serviceAreas),
    knowsAbout: firm.services,
    sameAs: firm.sameAs,
    openingHoursSpecification: toOpeningHoursSpecification(firm.openingHours),
    founder: founderJsonLd(firm),
  })
}

/** What the structured data says about a page of one of the firm's service lines. */
export type ServicePageFacts = {
  /** The page's site path, `/services/{line}…`. */
  path: string
  /** The page's title. */
  name: string
  description?: string | null
  /** The service line's name, e.g. "Estate planning". */
  serviceType: string
  /** The line's local keywords from the site settings ("wills and trusts Lakewood"). */
  keywords: ReadonlyArray<string>
}

/**
 * A service page as a schema.org WebPage whose `keywords` are its line's local keywords, about
 * the Service it describes: provided by the firm (by @id) in the firm's areas (`areaServed`).
 * Search engines ignore a `<meta name="keywords">` (Google has said so since 2009), so the
 * keywords live here, where schema.org defines them for a page, beside the service and places
 * they name.
 */
export function servicePageJsonLd(firm: FirmProfile, page: ServicePageFacts): JsonLd {
  const url = absoluteUrl(firm.url, page.path)
  return compact({
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: page.name,
    description: page.description,
    keywords: page.keywords,
    about: compact({
      '@type': 'Service',
      '@id': `${url}#service`,
      name: page.name,
      serviceType: page.serviceType,
      provider: { '@id': firmJsonLdId(firm.url) },
      areaServed: administrativeAreas(firm.serviceAreas),
    }),
  })
}

/**
 * The site as a schema.org WebSite published by the firm, with its search (`/search?q=`) as a
 * SearchAction, so a search engine may offer a search box that lands on it.
 */
export function websiteJsonLd(firm: FirmProfile): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${absoluteUrl(firm.url, '/')}#website`,
    name: firm.name,
    url: absoluteUrl(firm.url, '/'),
    publisher: { '@id': firmJsonLdId(firm.url) },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(firm.url, '/search')}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}

export type Crumb = { name: string; path: string }

/** A schema.org BreadcrumbList for the trail from the home page to the current page. */
export function breadcrumbListJsonLd(siteUrl: string, crumbs: ReadonlyArray<Crumb>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
}

/**
 * The breadcrumb trail for `path`: Home, then each ancestor that is a page of its own (its title
 * from `titleOf`), then the page itself. Ancestors without a page are skipped, never linked.
 */
export function breadcrumbTrail(
  path: string,
  titleOf: (path: string) => string | null | undefined,
  homeName = 'Home',
): Crumb[] {
  const segments = path.split('/').filter(Boolean)
  const crumbs: Crumb[] = [{ name: homeName, path: '/' }]
  for (const [index] of segments.entries()) {
    const ancestorPath = `/${segments.slice(0, index + 1).join('/')}`
    const name = titleOf(ancestorPath)
    if (name) crumbs.push({ name, path: ancestorPath })
  }
  return crumbs
}

/** Serializes JSON-LD for a `<script type="application/ld+json">`, safe against `</script>`. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** A schema.org FAQPage for questions with their plain-text answers. */
export function faqPageJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

/** A post's author as a byline names them; `url` is their profile page (a path or absolute). */
export type ArticleAuthor = { name: string; jobTitle?: string | null; url?: string | null }

/** What the structured data says about one blog post. */
export type BlogPostingFacts = {
  /** The post's site path, `/blog/{slug}`. */
  path: string
  headline: string
  /** The excerpt. */
  description: string
  /** ISO 8601. */
  datePublished: string
  /** ISO 8601; the publication date when the post was never revised. */
  dateModified?: string | null
  author: ArticleAuthor
  /** The hero image or the share card (a path or absolute). */
  imageUrl?: string | null
  /** The category's name. */
  section?: string | null
  /** The tags' names. */
  keywords?: ReadonlyArray<string>
}

/** The @id of the blog's Blog node, for its posts to say they are part of it. */
export function blogJsonLdId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, '/blog')}#blog`
}

/**
 * A post as a schema.org BlogPosting: published by the firm (by @id, the LegalService every page
 * carries), part of the blog, the main entity of its own page. Empty optional values are left out.
 */
export function blogPostingJsonLd(siteUrl: string, post: BlogPostingFacts): JsonLd {
  const url = absoluteUrl(siteUrl, post.path)
  return compact({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.headline,
    description: post.description,
    url,
    datePublished: post.datePublished,
    dateModified: post.dateModified || post.datePublished,
    author: compact({
      '@type': 'Person',
      name: post.author.name,
      jobTitle: post.author.jobTitle,
      url: post.author.url ? absoluteUrl(siteUrl, post.author.url) : null,
    }),
    publisher: { '@id': firmJsonLdId(siteUrl) },
    image: post.imageUrl ? absoluteUrl(siteUrl, post.imageUrl) : null,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    isPartOf: { '@id': blogJsonLdId(siteUrl) },
    articleSection: post.section,
    keywords: post.keywords,
  })
}

/** A post as the blog's listing names it. */
export type BlogListEntry = { title: string; path: string }

/**
 * The blog as a schema.org Blog published by the firm, whose main entity is the list of `posts`
 * as shown (numbered 1…n, absolute URLs).
 */
export function blogJsonLd(
  siteUrl: string,
  blog: { name: string; description?: string | null; posts: ReadonlyArray<BlogListEntry> },
): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': blogJsonLdId(siteUrl),
    name: blog.name,
    description: blog.description,
    url: absoluteUrl(siteUrl, '/blog'),
    publisher: { '@id': firmJsonLdId(siteUrl) },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: blog.posts.map((post, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: post.title,
        url: absoluteUrl(siteUrl, post.path),
      })),
    },
  })
}
