import type { SchedulingKind } from '@/domain/contact/scheduling-kinds'
import type { Page } from '@/payload-types'

/** A page as the seed writes it: everything the attorney edits, without ids or timestamps. */
export type PageData = Pick<
  Page,
  'title' | 'path' | 'description' | 'layout' | 'aliases' | 'noindex'
>

export const callOffice = { link: { label: 'Call the office', type: 'phone' as const } }

export function book(label: string, schedulingKind: SchedulingKind) {
  return { link: { label, type: 'schedule' as const, schedulingKind } }
}

export function pageLink(label: string, path: string) {
  return { link: { label, type: 'page' as const, path } }
}
