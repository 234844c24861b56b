import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { env } from '@/config/env'
import { isFirstAccountSetupCode } from '@/lib/auth/setup-code'

import { isStaff } from './shared/access'
import { revalidateCollection } from './shared/revalidate.hooks'
import { forgotPasswordEndpoint } from './users.forgot-password.endpoint'
import {
  answerStaffPasswordReset,
  confirmSignInChanges,
  enforcePasswordPolicy,
  limitPasswordSignIns,
  prepareStaffPasswordReset,
  resetPasswordEmailHTML,
  settlePasswordSignIns,
  signInFieldLabels,
} from './users.hooks'
import { twoFactorEndpoints } from './users.two-factor.endpoints'
import {
  handOverRecoveryCodes,
  keepSecondFactorFields,
  requireSecondFactor,
} from './users.two-factor.hooks'

/**
 * A group of fields only the server writes and reads, through the database adapter: no request,
 * staff's own included, can read or set it, and the admin never shows it.
 */
const serverOnlyGroup = {
  type: 'group',
  access: { read: () => false, create: () => false, update: () => false },
  admin: {
    hidden: true,
    disableBulkEdit: true,
    disableListColumn: true,
    disableListFilter: true,
  },
} as const

const sevenDaysInSeconds = 604_800
const fifteenMinutesInMs = 900_000
const isProduction = env.NODE_ENV === 'production'

/**
 * A new install's first account is made by an anonymous request (the admin's create-first-user
 * form, `POST /api/users/first-register`). In production it must carry the setup code that
 * `npm start` prints, so a site is never claimed by whoever finds it first; staff adding staff
 * and `npm run create-admin` (the Local API) are not affected.
 */
const requireSetupCodeForFirstAccount: CollectionBeforeOperationHook = ({
  args,
  operation,
  req,
}) => {
  const isAnonymousSignUp = operation === 'create' && !req.user && req.payloadAPI !== 'local'
  if (!isProduction || !isAnonymousSignUp) return args
  const data: unknown = args.data
  const candidate = data && typeof data === 'object' && 'setupCode' in data ? data.setupCode : ''
  if (!isFirstAccountSetupCode(candidate, env.PAYLOAD_SECRET)) {
    const message =
      'That is not the setup code. Copy it from the window where the site was started: it looks like ABCD-EFGH-JKLM-NPQR.'
    throw new APIError(message, 403, [{ path: 'setupCode', message }], true)
  }
  return args
}

/** Staff accounts for the admin. There are no visitor accounts. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff account', plural: 'Staff accounts' },
  // GraphQL keeps the names clients already use; the labels are for staff.
  graphQL: { singularName: 'User', pluralName: 'Users' },
  admin: { group: 'Staff', useAsTitle: 'email', defaultColumns: ['name', 'email'] },
  auth: {
    tokenExpiration: sevenDaysInSeconds,
    // Payload's lockout is off: anyone's five wrong passwords locked the account, also against its
    // owner. Failed sign-ins are limited per client and per account instead (users.hooks.ts).
    maxLoginAttempts: 0,
    forgotPassword: {
      generateEmailHTML: resetPasswordEmailHTML,
      // Each request replaces the account's link: with Payload's default of 15 s between requests,
      // a stranger could void each link the owner gets before she uses it; now it lasts 15 min.
      minRequestInterval: fifteenMinutesInMs,
    },
    cookies: { secure: isProduction, sameSite: 'Lax' },
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeOperation: [
      requireSetupCodeForFirstAccount,
      enforcePasswordPolicy,
      limitPasswordSignIns,
      keepSecondFactorFields,
      confirmSignInChanges,
      prepareStaffPasswordReset,
    ],
    beforeLogin: [requireSecondFactor],
    afterOperation: [settlePasswordSignIns, handOverRecoveryCodes, answerStaffPasswordReset],
    // Posts show their author's public profile.
    ...revalidateCollection('users'),
  },
  endpoints: [...twoFactorEndpoints, forgotPasswordEndpoint],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      type: 'collapsible',
      label: 'Public author profile',
      admin: {
        initCollapsed: true,
        description:
          'Shown with the blog posts this person writes. Leave empty for staff who do not write.',
      },
      fields: [
        { name: 'publicName', type: 'text', maxLength: 80 },
        { name: 'jobTitle', type: 'text', maxLength: 80 },
        { name: 'photo', type: 'upload', relationTo: 'media' },
        { name: 'bio', type: 'textarea', maxLength: 600 },
      ],
    },
    {
      name: 'setupCode',
      type: 'text',
      // Checked, never stored.
      virtual: true,
      maxLength: 64,
      admin: {
        // Payload makes a virtual field read-only unless it says otherwise: this one is typed in.
        readOnly: false,
        description:
          'Printed by `npm start` when the site is ready (XXXX-XXXX-XXXX-XXXX). Needed once, for the first account.',
        // Only the create-first-user form is filled in by nobody signed in.
        condition: (_data, _siblingData, { user }) => isProduction && !user,
      },
    },
    {
      // The signed-in staff member's current factors, asked for when a password or e-mail address
      // changes (users.hooks.ts, confirmSignInChanges): checked, never stored or shown back. The
      // fields appear on the account page only while such a change is being made.
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: signInFieldLabels.currentPassword,
      admin: {
        components: {
          Field: '@/admin/current-factors-fields.client#CurrentPasswordField',
        },
        disableBulkEdit: true,
        disableListColumn: true,
        disableListFilter: true,
      },
    },
    {
      name: 'currentCode',
      type: 'text',
      virtual: true,
      label: signInFieldLabels.currentCode,
      admin: {
        components: { Field: '@/admin/current-factors-fields.client#CurrentCodeField' },
        disableBulkEdit: true,
        disableListColumn: true,
        disableListFilter: true,
      },
    },
    {
      // The second factor (ADR 014): read and written only by src/data/staff-two-factor.ts
      // through the database adapter; no request, staff's own included, can read or set it.
      ...serverOnlyGroup,
      name: 'twoFactor',
      fields: [
        // Sealed (AES-256-GCM under a key derived from PAYLOAD_SECRET).
        { name: 'secret', type: 'text' },
        // Keyed hashes of the unused recovery codes.
        { name: 'recoveryCodes', type: 'json' },
        // The time step of the last code that signed in: a code works once.
        { name: 'lastUsedStep', type: 'number' },
      ],
    },
    {
      // "Since your last visit" on the dashboard (src/domain/staff/dashboard-visit.ts): written
      // when its owner views the dashboard, by src/data/staff-dashboard.ts through the database
      // adapter, so the view changes neither the account's `updatedAt` nor any cache.
      ...serverOnlyGroup,
      name: 'dashboardVisit',
      fields: [
        { name: 'lastSeenAt', type: 'date' },
        { name: 'countsSince', type: 'date' },
      ],
    },
    {
      name: 'twoFactorSettings',
      type: 'ui',
      label: 'Two-factor sign-in',
      admin: {
        components: { Field: '@/admin/two-factor-settings.client#TwoFactorSettings' },
        disableListColumn: true,
      },
    },
  ],
}
