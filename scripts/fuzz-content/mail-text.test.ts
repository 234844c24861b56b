import nodemailer from 'nodemailer'
import { describe, expect, test } from 'vitest'

import { mailText } from './mail-text'

const transport = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: 'unix',
})

async function raw(text: string, html?: string) {
  const info = await transport.sendMail({
    from: 'a@example.com',
    to: 'b@example.com',
    subject: 's',
    text,
    ...(html ? { html } : {}),
  })
  return (info.message as Buffer).toString('utf8')
}

describe('mailText', () => {
  test.each([
    ['ASCII', 'Name: Dana Whitfield\nhello'],
    [
      'Latin with accents (quoted-printable)',
      `Name: Zoë Ñúñez-Łukasiewicz\n${'façade '.repeat(30)}`,
    ],
    ['other scripts and emoji (base64)', 'Name: מُحَمَّد 遗产规划 Юридическая 👩🏽‍⚖️\nשָׁלוֹם'],
    ['= signs and long lines', `a=b ${'=3D '.repeat(40)}`],
  ])('reads back %s as sent', async (_, text) => {
    expect(mailText(await raw(text))).toBe(text)
  })

  test('reads the plain part of a message with HTML too', async () => {
    expect(mailText(await raw('plain ✓', '<p>html</p>'))).toBe('plain ✓')
  })
})
