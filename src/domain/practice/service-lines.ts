/** The firm's four lines of work, by the names the settings, testimonials and forms share. */
export const serviceLines = ['estatePlanning', 'smallBusiness', 'bankruptcy', 'nonprofits'] as const

export type ServiceLine = (typeof serviceLines)[number]

export const serviceLineLabels: Record<ServiceLine, string> = {
  estatePlanning: 'Estate planning',
  smallBusiness: 'Small business',
  bankruptcy: 'Bankruptcy',
  nonprofits: 'Nonprofits',
}

/** Select options for a Payload field or a form, in the order above. */
export const serviceLineOptions = serviceLines.map((value) => ({
  value,
  label: serviceLineLabels[value],
}))

/** Each line's address segment: /services/{slug}, and the blog category of the same slug. */
const serviceLineBySlug: Readonly<Record<string, ServiceLine>> = {
  'estate-planning': 'estatePlanning',
  'small-business': 'smallBusiness',
  bankruptcy: 'bankruptcy',
  nonprofits: 'nonprofits',
}

/** The service line an address segment names (`/services/{slug}`, a blog category), or null. */
export function serviceLineOfSlug(slug: string | null | undefined): ServiceLine | null {
  return slug ? (serviceLineBySlug[slug] ?? null) : null
}

/** The service line of a page under `/services/{slug}` (the line's page and those below it), or null. */
export function serviceLineOfPath(path: string): ServiceLine | null {
  const match = /^\/services\/([a-z0-9-]+)/.exec(path)
  return serviceLineOfSlug(match?.[1])
}
