import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { endOtherSessions } from '@/data/staff-sign-in'
import {
  finishTwoFactorSetup,
  hasTwoFactor,
  isStaffTwoFactorRequired,
  removeTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatusOf,
} from '@/data/staff-two-factor'

import { confirmCurrentFactors, type CurrentFactorsRefusal } from './users.hooks'

const CurrentFactorsSchema = z.object({
  password: z.string().max(200).default(''),
  code: z.string().trim().max(64).default(''),
})
const FinishSetupSchema = z.object({
  password: z.string().max(200).default(''),
  code: z.string().trim().min(1).max(64),
  setupToken: z.string().min(1).max(2_000),
})

const answer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

const signedInOnly = () => answer({ message: 'Sign in first.' }, 401)

const alreadyOn = () =>
  answer(
    {
      message:
        'Two-factor sign-in is already on. To move it to a new app, turn it off first (with a current code), then set it up again.',
    },
    409,
  )

function accountOf(req: PayloadRequest) {
  const parsed = z
    .object({ id: z.number(), email: z.string(), _sid: z.string().optional() })
    .safeParse(req.user)
  return parsed.success && req.user?.collection === 'users' ? parsed.data : null
}

async function bodyOf<T>(req: PayloadRequest, schema: z.ZodType<T>) {
  await addDataAndFileToRequest(req)
  return schema.safeParse(req.data ?? {})
}

/** A refusal of the current factors as the account page's two-factor panel shows it. */
function refusalAnswer({ status, field, message }: CurrentFactorsRefusal) {
  return answer(
    { message, ...(field && { field: field === 'currentCode' ? 'code' : 'password' }) },
    status,
  )
}

/**
 * The signed-in account's own two-factor settings, under `/api/users/two-factor`: its state, a
 * set-up (QR code and token), finishing it with a first code, new recovery codes, and turning it
 * off. Each acts on the account that is signed in, never on another, and each change asks for
 * the factors it signs in with now (its password, and a current code once two-factor is on): a
 * session alone does not change how an account signs in (ADR 020).
 */
export const twoFactorEndpoints: Endpoint[] = [
  {
    path: '/two-factor',
    method: 'get',
    handler: async (req) => {
      const account = accountOf(req)
      if (!account) return signedInOnly()
      return answer(await twoFactorStatusOf(req.payload, account.id))
    },
  },
  {
    path: '/two-factor/setup',
    method: 'post',
    handler: async (req) => {
      const account = accountOf(req)
      if (!account) return signedInOnly()
      if (await hasTwoFactor(req.payload, account.id)) return alreadyOn()
      return answer(startTwoFactorSetup(account.id, account.email, Date.now()))
    },
  },
  {
    path: '/two-factor/enable',
    method: 'post',
    handler: async (req) => {
      const account = accountOf(req)
      if (!account) return signedInOnly()
      const body = await bodyOf(req, FinishSetupSchema)
      if (!body.success) return answer({ message: 'Enter the code that the app shows.' }, 400)
      if (await hasTwoFactor(req.payload, account.id)) return alreadyOn()
      const refusal = await confirmCurrentFactors(req, account, { password: body.data.password })
      if (refusal) return refusalAnswer(refusal)
      const recoveryCodes = await finishTwoFactorSetup(req.payload, {
        userId: account.id,
        setupToken: body.data.setupToken,
        code: body.data.code,
        nowMs: Date.now(),
      })
      if (!recoveryCodes) {
        return answer(
          { message: 'That code is not right, or the set-up expired.', field: 'code' },
          400,
        )
      }
      // Sessions made with the password alone must not outlive the second factor: this browser,
      // which has just proved both, stays signed in; every other one signs in again.
      await endOtherSessions(req.payload, account.id, account._sid ?? null)
      return answer({ recoveryCodes })
    },
  },
  {
    path: '/two-factor/recovery-codes',
    method: 'post',
    handler: async (req) => {
      const account = accountOf(req)
      if (!account) return signedInOnly()
      const body = await bodyOf(req, CurrentFactorsSchema)
      if (!body.success) return answer({ message: 'Enter your password and a code.' }, 400)
      const refusal = await confirmCurrentFactors(req, account, body.data)
      if (refusal) return refusalAnswer(refusal)
      return answer({ recoveryCodes: await renewRecoveryCodes(req.payload, account.id) })
    },
  },
  {
    path: '/two-factor/disable',
    method: 'post',
    handler: async (req) => {
      const account = accountOf(req)
      if (!account) return signedInOnly()
      if (await isStaffTwoFactorRequired(req.payload)) {
        return answer({ message: 'The firm requires two-factor sign-in for every account.' }, 403)
      }
      const body = await bodyOf(req, CurrentFactorsSchema)
      if (!body.success) return answer({ message: 'Enter your password and a code.' }, 400)
      const refusal = await confirmCurrentFactors(req, account, body.data)
      if (refusal) return refusalAnswer(refusal)
      await removeTwoFactor(req.payload, account.id)
      return answer({ isEnabled: false })
    },
  },
]
