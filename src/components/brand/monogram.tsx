import { brandColors } from '@/config/brand'

const tones = {
  navy: { tile: brandColors.navy, letters: brandColors.white },
  white: { tile: brandColors.white, letters: brandColors.navy },
}

/**
 * The firm's "JH" monogram on a rounded tile, drawn on a 32-unit grid so that at 32 pixels every
 * stroke falls on whole pixels. Decorative: the firm's name is always written beside it.
 * Plain SVG, so that the header and the generated images (next/og) draw the same mark.
 */
export function Monogram({
  tone = 'navy',
  sizePx,
  className,
}: {
  tone?: keyof typeof tones
  sizePx?: number
  className?: string
}) {
  const { tile, letters } = tones[tone]
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      width={sizePx}
      height={sizePx}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill={tile} />
      <g fill="none" stroke={letters} strokeWidth="3">
        <path d="M12.5 8v11a3.5 3.5 0 0 1-7 0" />
        <path d="M18.5 8v16M25.5 8v16M18.5 15.5h7" />
      </g>
    </svg>
  )
}
