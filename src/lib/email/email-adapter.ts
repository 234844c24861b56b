import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { env } from '@/config/env'

const defaultFromName = 'Website'

/** Writes each message as an .eml file under OUTBOX_DIR instead of sending it. */
async function writeToOutbox(raw: Buffer, messageId: string) {
  const directory = path.resolve(env.OUTBOX_DIR)
  mkdirSync(directory, { recursive: true })
  const file = path.join(directory, `${Date.now()}-${messageId.replace(/[^\w.-]/g, '')}.eml`)
  writeFileSync(file, raw)
  return file
}

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
      if (!env.SMTP_URL && Buffer.isBuffer(info.message)) {
        const file = await writeToOutbox(info.message, info.messageId)
        payload.logger.info({ msg: `E-mail written to the outbox: ${path.basename(file)}` })
      }
      return info
    },
  }
}
