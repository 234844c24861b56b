import { renderShareCard } from '@/components/brand/share-card'
import { getSiteProfile } from '@/data/site-profile'
import { rothToolCopy } from '@/domain/roth/roth-tool-copy'
import { shareCardSize } from '@/domain/seo/share-card'

export const alt = rothToolCopy.title
export const size = shareCardSize
export const contentType = 'image/png'

/** The Roth tool's share card (the page is the app's own, so Next's file convention serves it). */
export default async function RothToolShareCard() {
  return renderShareCard(rothToolCopy.title, (await getSiteProfile()).shareCard)
}
