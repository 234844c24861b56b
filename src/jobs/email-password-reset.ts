import 'server-only'

import type { PayloadRequest } from 'payload'

import { emailPasswordResetLink } from '@/data/password-resets'
import { logger } from '@/lib/logger'

/** E-mails staff account `userId` the reset link it asked for, and logs whether one went out. */
export async function emailPasswordResetFor(req: PayloadRequest, userId: number): Promise<void> {
  const outcome = await emailPasswordResetLink(req, userId)
  logger.info({ msg: `Password reset e-mail for account ${userId}: ${outcome}` })
}
