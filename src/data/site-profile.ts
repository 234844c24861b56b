import 'server-only'

import type { PayloadRequest } from 'payload'

import { monogramLogoPath } from '@/config/brand'
import { describeOpeningHours, type OpeningHoursLine } from '@/domain/contact/opening-hours'
import { formatPhoneNumber } from '@/domain/contact/phone-number'
import { resolveLinkHref, type ContactChannels } from '@/domain/navigation/link-href'
import type { ServiceLine } from '@/domain/practice/service-lines'
import type { RetentionPeriods } from '@/domain/privacy/retention'
import { shareCardPath, type ShareCardFirm } from '@/domain/seo/share-card'
import type { FirmProfile, PostalAddress } from '@/domain/seo/structured-data'
import { getPayloadClient } from '@/lib/payload'
import type { Media, SiteSetting } from '@/payload-types'

import { cacheTags } from './cache-tags'
import { cachedRead } from './cached-read'

/** A way to reach the office as a link: where it goes and what it says. */
export type ContactLink = { href: string; label: string }

/**
 * The site settings reshaped once, in the cache, into what pages and components use: nothing
 * outside this module reads the settings document itself.
 */
export type SiteProfile = {
  name: string
  /** The site's public origin, for canonical URLs, the sitemap and structured data. */
  siteUrl: string
  /** The home page's title and the site's default description, for metadata. */
  seoTitle: string
  description: string
  keywords: string[] | null
  /** Each service line's local keywords ("wills and trusts Lakewood"), for its service pages. */
  localKeywords: Partial<Record<ServiceLine, string[]>>
  /** The address the console greeting invites developers to write to. */
  email: string
  /** For calls to action in blocks (phone, text, e-mail, booking links). */
  channels: ContactChannels
  /** The office's own links, ready to print; null where the settings leave a channel out. */
  contact: {
    phone: ContactLink | null
    sms: ContactLink | null
    email: ContactLink | null
    newClientBooking: string | null
    fax: string | null
  }
  /** What Colorado RPC 7.2(d) asks every page to name, and the office hours. */
  office: {
    address: PostalAddress
    addressLine: string
    responsibleAttorney: { name: string; jobTitle: string }
    hours: OpeningHoursLine[]
  }
  /** The firm as structured data describes it. */
  firm: FirmProfile
  /** The firm as share cards name it. */
  shareCard: ShareCardFirm
  paymentFormUrl: string | null
  /** How long visitors' records are kept, as the privacy policy states it. */
  retention: RetentionPeriods
  /** Where the floating booking button always shows and where it never does. */
  floatingCtaRules: { alwaysShownUnder: string[]; hiddenOn: string[] }
  /** The Google tag to load once a visitor agrees; null: no analytics, no question (ADR 007). */
  analyticsTagId: string | null
}

function mediaUrl(media: number | Media | null | undefined): string | null {
  return typeof media === 'object' && media?.url ? media.url : null
}

function toFirmProfile(settings: SiteSetting): FirmProfile {
  const siteUrl = settings.seo.siteUrl
  const absolute = (url: string | null) => (url ? new URL(url, siteUrl).toString() : null)
  return {
    name: settings.siteName,
    url: siteUrl,
    description: settings.seo.description,
    email: settings.email,
    phoneNumber: settings.phoneNumber,
    faxNumber: settings.faxNumber,
    // Without uploads of their own: the monogram, and the home page's share card.
    logoUrl: absolute(mediaUrl(settings.seo.logo) ?? monogramLogoPath),
    imageUrl: absolute(mediaUrl(settings.seo.defaultImage) ?? shareCardPath('/')),
    slogan: settings.slogan,
    priceRange: settings.seo.priceRange,
    address: settings.address,
    serviceAreas: settings.seo.serviceAreas ?? [],
    services: (settings.services ?? []).map((service) => service.name),
    sameAs: (settings.seo.socialProfiles ?? []).map((profile) => profile.url),
    founder: {
      name: settings.founder.name,
      jobTitle: settings.founder.jobTitle,
      credentials: (settings.founder.credentials ?? []).map((row) => row.credential),
      barNumber: settings.founder.barNumber,
    },
    openingHours: settings.openingHours ?? [],
  }
}

/** Reshapes the settings document into the site profile (exported for its tests). */
export function toSiteProfile(settings: SiteSetting): SiteProfile {
  const channels: ContactChannels = {
    phoneNumber: settings.phoneNumber,
    smsNumber: settings.smsNumber,
    email: settings.email,
    schedulingLinks: settings.schedulingLinks ?? {},
  }
  const link = (href: string | null, label: string | null | undefined): ContactLink | null =>
    href && label ? { href, label } : null
  const phoneLabel = (number: string | null | undefined) =>
    number ? formatPhoneNumber(number) : null
  const { address, founder } = settings
  return {
    name: settings.siteName,
    siteUrl: settings.seo.siteUrl,
    seoTitle: settings.seo.title,
    description: settings.seo.description,
    keywords: settings.seo.keywords ?? null,
    localKeywords: Object.fromEntries(
      (settings.seo.localKeywords ?? []).map((row) => [row.serviceLine, row.keywords ?? []]),
    ),
    email: settings.email,
    channels,
    contact: {
      phone: link(resolveLinkHref({ type: 'phone' }, channels), phoneLabel(settings.phoneNumber)),
      sms: link(resolveLinkHref({ type: 'sms' }, channels), phoneLabel(settings.smsNumber)),
      email: link(resolveLinkHref({ type: 'email' }, channels), settings.email),
      newClientBooking: resolveLinkHref(
        { type: 'schedule', schedulingKind: 'newClient' },
        channels,
      ),
      fax: phoneLabel(settings.faxNumber),
    },
    office: {
      address,
      addressLine: `${address.street}, ${address.city}, ${address.state} ${address.zip}`,
      responsibleAttorney: { name: founder.name, jobTitle: founder.jobTitle },
      hours: describeOpeningHours(settings.openingHours ?? []),
    },
    firm: toFirmProfile(settings),
    shareCard: {
      name: settings.siteName,
      siteUrl: settings.seo.siteUrl,
      tagline: settings.slogan ?? null,
    },
    paymentFormUrl: settings.paymentFormUrl ?? null,
    retention: settings.retention,
    floatingCtaRules: {
      alwaysShownUnder: settings.floatingCta?.alwaysShownUnder ?? [],
      hiddenOn: settings.floatingCta?.hiddenOn ?? [],
    },
    analyticsTagId: settings.analyticsTagId || null,
  }
}

async function querySiteProfile(req?: PayloadRequest): Promise<SiteProfile> {
  const payload = req?.payload ?? (await getPayloadClient())
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 1,
    overrideAccess: false,
    req,
  })
  return toSiteProfile(settings)
}

/** The site profile, built once from the settings and cached until they change. */
export const getSiteProfile = cachedRead(
  () => querySiteProfile(),
  ['site-profile'],
  [cacheTags.global('site-settings')],
)

/**
 * The site profile read now, in the request `req` of a job (an e-mail, a post's PDF): jobs run
 * outside Next's requests, so they read the settings as they are, not through its cache.
 */
export function readSiteProfile(req: PayloadRequest): Promise<SiteProfile> {
  return querySiteProfile(req)
}
