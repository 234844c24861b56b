import path from 'node:path'

import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { env } from '@/config/env'

import { isOutboxMode, writeToOutbox } from './outbox'

const defaultFromName = 'Website'

/**
 * Payload's e-mail adapter: SMTP through nodemailer when SMTP_URL is set; otherwise messages are
 * written to a local outbox, so development and tests never send real mail. (The official
 * @payloadcms/email-nodemailer, published for 3.90.1 since, has no outbox and brings a second
 * nodemailer, 9.x.)
 */
export const emailAdapter: EmailAdapter = ({ payload }) => {
  const transport = env.SMTP_URL
    ? nodemailer.createTransport(env.SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    name: env.SMTP_URL ? 'smtp' : 'outbox',
    defaultFromAddress: env.EMAIL_FROM,
    defaultFromName,
    async sendEmail(message) {
      const info = await transport.sendMail({
        ...message,
        from: message.from ?? { name: defaultFromName, address: env.EMAIL_FROM },
      })
      if (isOutboxMode && Buffer.isBuffer(info.message)) {
        const file = writeToOutbox(info.message, info.messageId)
        payload.logger.info({ msg: `E-mail written to the outbox: ${path.basename(file)}` })
      }
      return info
    },
  }
}
