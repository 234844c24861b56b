import type { ButtonVariant } from '@/components/ui/button-class'
import { ButtonLink } from '@/components/ui/button-link'
import {
  resolveLinkHref,
  type ContactChannels,
  type LinkFields,
} from '@/domain/navigation/link-href'

type LinkRow = {
  id?: string | null
  link: Omit<LinkFields, 'type'> & { type?: LinkFields['type'] | null; label?: string | null }
}

/** A block's calls to action as buttons; a link whose target is missing is left out. */
export function BlockLinks({
  rows,
  channels,
  variants = ['primary', 'secondary'],
}: {
  rows: ReadonlyArray<LinkRow> | null | undefined
  channels: ContactChannels
  variants?: ButtonVariant[]
}) {
  const links = (rows ?? []).flatMap(({ id, link }) => {
    const href =
      link.type && link.label ? resolveLinkHref({ ...link, type: link.type }, channels) : null
    return href && link.label ? [{ key: id ?? href, href, label: link.label }] : []
  })
  if (links.length === 0) return null
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {links.map((link, index) => (
        <ButtonLink key={link.key} href={link.href} variant={variants[index] ?? 'secondary'}>
          {link.label}
        </ButtonLink>
      ))}
    </div>
  )
}
