import type { CollectionConfig } from 'payload'

import { env } from '@/config/env'

import { isStaff } from './shared/access'

const sevenDaysInSeconds = 604_800
const tenMinutesInMs = 600_000

/** Staff accounts for the admin. There are no visitor accounts. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email'] },
  auth: {
    tokenExpiration: sevenDaysInSeconds,
    maxLoginAttempts: 5,
    lockTime: tenMinutesInMs,
    cookies: { secure: env.NODE_ENV === 'production', sameSite: 'Lax' },
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  fields: [{ name: 'name', type: 'text', required: true, maxLength: 120 }],
}
