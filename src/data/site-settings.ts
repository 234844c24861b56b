import 'server-only'

import { unstable_cache } from 'next/cache'

import type { ContactChannels } from '@/domain/navigation/link-href'
import type { ShareCardFirm } from '@/domain/seo/share-card'
import type { FirmProfile } from '@/domain/seo/structured-data'
import { getPayloadClient } from '@/lib/payload'
import type { Media, SiteSetting } from '@/payload-types'

import { cacheTags } from './cache-tags'

export type SiteSettingsView = SiteSetting

async function querySiteSettings(): Promise<SiteSettingsView> {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: false })
}

/** The firm's settings (contact details, SEO data, founder, hours), cached until they change. */
export const getSiteSettings = unstable_cache(querySiteSettings, ['site-settings'], {
  tags: [cacheTags.global('site-settings')],
})

function mediaUrl(media: number | Media | null | undefined): string | null {
  return typeof media === 'object' && media?.url ? media.url : null
}

/** The ways to reach the firm, for resolving calls to action. */
export function toContactChannels(settings: SiteSettingsView): ContactChannels {
  return {
    phoneNumber: settings.phoneNumber,
    smsNumber: settings.smsNumber,
    email: settings.email,
    schedulingLinks: settings.schedulingLinks ?? {},
  }
}

/** The firm as structured data describes it. */
export function toFirmProfile(settings: SiteSettingsView): FirmProfile {
  const siteUrl = settings.seo.siteUrl
  const absolute = (url: string | null) => (url ? new URL(url, siteUrl).toString() : null)
  return {
    name: settings.siteName,
    url: siteUrl,
    description: settings.seo.description,
    email: settings.email,
    phoneNumber: settings.phoneNumber,
    faxNumber: settings.faxNumber,
    logoUrl: absolute(mediaUrl(settings.seo.logo)),
    imageUrl: absolute(mediaUrl(settings.seo.defaultImage)),
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

/** The firm as its share cards name it. */
export function toShareCardFirm(settings: SiteSettingsView): ShareCardFirm {
  return {
    name: settings.siteName,
    siteUrl: settings.seo.siteUrl,
    tagline: settings.slogan ?? null,
  }
}
