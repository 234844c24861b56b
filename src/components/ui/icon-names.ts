/** The lucide icons the attorney may choose for a card; the renderer maps each to its component. */
export const iconNames = [
  'scroll-text',
  'shield-check',
  'briefcase',
  'landmark',
  'hand-heart',
  'users',
  'calendar',
  'phone',
  'file-text',
  'scale',
] as const

export type IconName = (typeof iconNames)[number]
