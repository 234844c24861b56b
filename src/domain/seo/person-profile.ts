import { founderJsonLd, type FirmProfile, type JsonLd } from './structured-data'

/**
 * The founder as a standalone schema.org Person for the about page: the firm's founder node plus
 * the biography, photo, page address and the subjects of the practice. The areas served are the
 * firm's (`areaServed` belongs to organizations and services, not to a Person).
 */
export function personProfileJsonLd(
  firm: FirmProfile,
  { bio, imageUrl, pageUrl }: { bio: string; imageUrl?: string | null; pageUrl: string },
): JsonLd | null {
  const founder = founderJsonLd(firm)
  if (!founder) return null
  return {
    '@context': 'https://schema.org',
    ...founder,
    description: bio,
    url: pageUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(firm.services.length > 0 ? { knowsAbout: firm.services } : {}),
  }
}
