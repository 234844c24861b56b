import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'

import {
  checkSecondFactor,
  finishTwoFactorSetup,
  isStaffTwoFactorRequired,
  removeTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatusOf,
} from '@/data/staff-two-factor'
import { countSignIn, refundSignIn } from '@/lib/auth/sign-in-limits'

import { signInClientOf } from './users.hooks'

const CodeSchema = z.object({ code: z.string().trim().min(1).max(64) })
const FinishSetupSchema = CodeSchema.extend({ setupToken: z.string().min(1).max(2_000) })

const answer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

const signedInOnly = () => answer({ message: 'Sign in first.' }, 401)

function accountOf(req: PayloadRequest) {
  const parsed = z.object({ id: z.number(), email: z.string() }).safeParse(req.user)
  return parsed.success && req.user?.collection === 'users' ? parsed.data : null
}

async function bodyOf<T>(req: PayloadRequest, schema: z.ZodType<T>) {
  await addDataAndFileToRequest(req)
  return schema.safeParse(req.data)
}

/**
 * Checks a code typed by a signed-in account to change its second factor, counted like a sign-in
 * (a stolen session must not be a way to guess codes without limit); null when it is right.
 */
async function refusalOfCode(
  req: PayloadRequest,
  account: { id: number; email: string },
  code: string,
) {
  const client = signInClientOf(req)
  const refusal = await countSignIn(client, account.email)
  if (refusal) return answer({ message: 'Too many wrong codes. Please try again later.' }, 429)
  const check = await checkSecondFactor(req.payload, {
    userId: account.id,
    code,
    nowMs: Date.now(),
  })
  if (check.result !== 'accepted') {
    return answer({ message: 'That code is not right.', field: 'code' }, 400)
  }
  await refundSignIn(client, account.email)
  return null
}

/**
 * The signed-in account's own two-factor settings, under `/api/users/two-factor`: its state, a
 * set-up (QR code and token), finishing it with a first code, new recovery codes, and turning it
 * off. Each acts on the account that is signed in, never on another.
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
    handler: (req) => {
      const account = accountOf(req)
      if (!account) return signedInOnly()
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
      return answer({ recoveryCodes })
    },
  },
  {
    path: '/two-factor/recovery-codes',
    method: 'post',
    handler: async (req) => {
      const account = accountOf(req)
      if (!account) return signedInOnly()
      const body = await bodyOf(req, CodeSchema)
      if (!body.success)
        return answer({ message: 'Enter a code from your authenticator app.' }, 400)
      const refusal = await refusalOfCode(req, account, body.data.code)
      if (refusal) return refusal
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
      const body = await bodyOf(req, CodeSchema)
      if (!body.success)
        return answer({ message: 'Enter a code from your authenticator app.' }, 400)
      const refusal = await refusalOfCode(req, account, body.data.code)
      if (refusal) return refusal
      await removeTwoFactor(req.payload, account.id)
      return answer({ isEnabled: false })
    },
  },
]
