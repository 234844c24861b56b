import { ImageResponse } from 'next/og'

import { brandColors } from '@/config/brand'
import {
  shareCardHost,
  shareCardSize,
  shareCardTitle,
  shareCardTitleSizePx,
  type ShareCardFirm,
} from '@/domain/seo/share-card'

import { Monogram } from './monogram'
import { shareCardFontFamily, shareCardFonts, shareCardText } from './share-card-fonts'

/**
 * The share card of a page titled `title` (its Open Graph title) as a 1200×630 PNG: the firm's
 * monogram and name, the title large, the tagline and the site's address, white on navy. Text
 * is drawn from the fonts the site ships; what they lack (an emoji) is left out.
 */
export async function renderShareCard(title: string, firm: ShareCardFirm) {
  const [shownTitle, name, tagline] = await Promise.all([
    shareCardText(shareCardTitle(title, firm.name)),
    shareCardText(firm.name),
    shareCardText(firm.tagline ?? ''),
  ])
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: '64px 72px',
        backgroundColor: brandColors.navy,
        backgroundImage: `linear-gradient(135deg, ${brandColors.navy} 55%, ${brandColors.navyDeep})`,
        color: brandColors.white,
        fontFamily: shareCardFontFamily,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 28 }}>
        <Monogram tone="white" sizePx={84} />
        <div style={{ display: 'flex', fontSize: 44, fontWeight: 700 }}>{name}</div>
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: shareCardTitleSizePx(shownTitle),
          fontWeight: 700,
          lineHeight: 1.1,
        }}
      >
        {shownTitle}
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 48,
          paddingTop: 28,
          borderTop: `2px solid ${brandColors.mist}`,
          color: brandColors.mist,
          fontSize: 28,
        }}
      >
        <div style={{ display: 'flex', flexShrink: 1 }}>{tagline}</div>
        <div style={{ display: 'flex', flexShrink: 0, fontWeight: 700 }}>
          {shareCardHost(firm.siteUrl)}
        </div>
      </div>
    </div>,
    { ...shareCardSize, fonts: await shareCardFonts() },
  )
}
