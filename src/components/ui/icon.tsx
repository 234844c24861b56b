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
  type LucideIcon,
} from 'lucide-react'

import type { IconName } from '@/blocks/shared/icon-names'

const icons: Record<IconName, LucideIcon> = {
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

/** A decorative icon chosen in the CMS; hidden from screen readers, the text beside it speaks. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name]
  return <Component aria-hidden="true" className={className} />
}
