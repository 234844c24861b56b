import type { ServerProps } from 'payload'

import { brandColors } from '@/config/brand'
import { findStaffBadge } from '@/data/staff-dashboard'

const sizePx = 28

/**
 * The admin's corner (`admin.avatar`): the signed-in staff member's profile photo, or their
 * initials on the firm's navy, in place of Payload's picture from gravatar.com, a third party the
 * admin's CSP refuses. Decorative: the link around it is named "Account".
 */
export async function StaffAvatar({ payload, user }: ServerProps) {
  const badge = user ? await findStaffBadge(payload, Number(user.id)) : null
  const frame = {
    width: sizePx,
    height: sizePx,
    borderRadius: '50%',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
  } as const
  if (badge?.photoUrl) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the admin's own upload, a few pixels wide
      <img
        src={badge.photoUrl}
        alt=""
        width={sizePx}
        height={sizePx}
        data-staff-avatar="photo"
        style={{ ...frame, objectFit: 'cover' }}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      data-staff-avatar="initials"
      style={{
        ...frame,
        background: brandColors.navy,
        color: brandColors.white,
        fontSize: 12,
        fontWeight: 600,
        letterSpacing: '0.02em',
      }}
    >
      {badge?.initials ?? '?'}
    </span>
  )
}
