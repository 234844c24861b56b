import { toE164 } from '../contact/phone-number'
import type { SchedulingKind } from '../contact/scheduling-kinds'

export const linkTypes = ['page', 'schedule', 'phone', 'sms', 'email', 'external'] as const
export type LinkType = (typeof linkTypes)[number]

/** A call to action as the attorney sets it in the CMS: where it goes, not yet an address. */
export type LinkFields = {
  type: LinkType
  path?: string | null
  schedulingKind?: SchedulingKind | null
  url?: string | null
}

/** The firm's ways to be reached, from the site settings. */
export type ContactChannels = {
  phoneNumber?: string | null
  smsNumber?: string | null
  email?: string | null
  schedulingLinks: Partial<Record<SchedulingKind, string | null>>
}

function phoneHref(scheme: 'tel' | 'sms', number: string | null | undefined) {
  const e164 = number ? toE164(number) : null
  return e164 ? `${scheme}:${e164}` : null
}

/** The href a link resolves to, or null when the setting it needs is missing (the link is hidden). */
export function resolveLinkHref(link: LinkFields, channels: ContactChannels): string | null {
  switch (link.type) {
    case 'page':
      return link.path || null
    case 'schedule':
      return (link.schedulingKind && channels.schedulingLinks[link.schedulingKind]) || null
    case 'phone':
      return phoneHref('tel', channels.phoneNumber)
    case 'sms':
      return phoneHref('sms', channels.smsNumber)
    case 'email':
      return channels.email ? `mailto:${channels.email}` : null
    case 'external':
      return link.url || null
  }
}

/** True when `path` is a site path the CMS may link to: absolute, no protocol-relative trick. */
export function isSitePath(path: string): boolean {
  return /^\/(?!\/)[^\s]*$/.test(path)
}
