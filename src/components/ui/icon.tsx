import {
  Briefcase,
  Calendar,
  FileText,
  HandHeart,
  Landmark,
  Phone,
  Scale,
  ScrollText,
  ShieldCheck,
  Users,
  type IconNode,
} from 'lucide'
import { createElement } from 'react'

import type { IconName } from './icon-names'

const camelCase = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/**
 * A decorative icon, drawn as plain SVG from lucide's shapes: no script (it renders the same on
 * the server and in an island), hidden from screen readers; the text beside it speaks.
 */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {icon.map(([tag, attributes], index) =>
        createElement(tag, {
          key: index,
          ...Object.fromEntries(
            Object.entries(attributes).map(([name, value]) => [camelCase(name), value]),
          ),
        }),
      )}
    </svg>
  )
}

const cmsIcons: Record<IconName, IconNode> = {
  'scroll-text': ScrollText,
  'shield-check': ShieldCheck,
  briefcase: Briefcase,
  landmark: Landmark,
  'hand-heart': HandHeart,
  users: Users,
  calendar: Calendar,
  phone: Phone,
  'file-text': FileText,
  scale: Scale,
}

/** An icon the attorney chose in the CMS, by its name. */
export function CmsIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon icon={cmsIcons[name]} className={className} />
}
