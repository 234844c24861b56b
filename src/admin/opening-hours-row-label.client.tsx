'use client'

import { useRowLabel } from '@payloadcms/ui'

/** Names each row of the opening hours by its weekday, not "Opening Hour 01". */
export function OpeningHoursRowLabel() {
  const { data, rowNumber } = useRowLabel<{ day?: string | null }>()
  return <span>{data?.day ?? `Day ${(rowNumber ?? 0) + 1}`}</span>
}
