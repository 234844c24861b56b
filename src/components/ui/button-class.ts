// Apart from button-link.tsx (which imports next/link) so client islands and the error screens
// take the classes without client navigation code.
const variants = {
  primary: 'bg-brand-800 text-white hover:bg-brand-900',
  secondary: 'border-2 border-brand-800 bg-white text-brand-900 hover:bg-brand-50',
  inverse: 'bg-white text-brand-950 hover:bg-brand-100',
  quiet: 'text-brand-900 hover:bg-brand-50',
} as const

const sizes = {
  large: 'px-5 py-3 text-lg',
  medium: 'px-4',
} as const

const shapes = { rounded: 'rounded-md', pill: 'rounded-full' } as const

export type ButtonVariant = keyof typeof variants
export type ButtonStyle = {
  variant?: ButtonVariant
  size?: keyof typeof sizes
  shape?: keyof typeof shapes
  className?: string
}

/**
 * The classes of every button and button-styled link on the site: at least 48 px tall, easy to
 * tap, with the shared focus ring and the press ripple (`ripple`, globals.css). `className` adds
 * layout (margins, width, visibility) only.
 */
export function buttonClass({
  variant = 'primary',
  size = 'large',
  shape = 'rounded',
  className,
}: ButtonStyle = {}) {
  return [
    'ripple inline-flex min-h-12 items-center justify-center gap-2 font-semibold no-underline disabled:opacity-70',
    variants[variant],
    sizes[size],
    shapes[shape],
    className,
  ]
    .filter(Boolean)
    .join(' ')
}
