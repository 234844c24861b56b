import { describe, expect, it } from 'vitest'

import { inquiryValues, parseInquiry } from './inquiry.schema'

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  replyBy: 'email',
  topic: 'estatePlanning',
  message: 'We would like to make wills.\nWe have two children.',
  acknowledged: 'on',
}

const hiddenInName =
  "Use only letters, spaces and . ' - in a name: remove the line breaks and hidden characters."

describe('parseInquiry', () => {
  it('accepts a complete message and trims what was typed', () => {
    const result = parseInquiry({ ...valid, name: '  Ada Lovelace ', phone: ' (303) 555-0142 ' })
    expect(result).toEqual({
      ok: true,
      inquiry: { ...valid, phone: '(303) 555-0142' },
    })
  })

  it.each(["Mary-Jane O'Neil", 'José Núñez', 'Dr. A. Smith', '李小龙'])(
    'accepts the name %j',
    (name) => {
      expect(parseInquiry({ ...valid, name })).toMatchObject({ ok: true, inquiry: { name } })
    },
  )

  it('treats a missing phone as empty when the reply is by e-mail', () => {
    expect(parseInquiry({ ...valid, phone: undefined })).toMatchObject({
      ok: true,
      inquiry: { phone: '' },
    })
  })

  it.each([
    ['name', '', 'Enter your name.'],
    ['name', '   ', 'Enter your name.'],
    ['name', 'A'.repeat(101), 'Keep your name under 100 characters.'],
    ['name', 'Ada\r\nBcc: x@example.com', hiddenInName],
    ['name', 'Ada\u0085Lovelace', hiddenInName],
    ['name', 'Ada\u2028Lovelace', hiddenInName],
    ['name', 'Ada \u202eecalevoL', hiddenInName],
    ['name', 'Ada\u200bLovelace', hiddenInName],
    [
      'name',
      '=?utf-8?b?QWRh?=',
      "Use only letters, spaces and . ' - in a name: remove “=”, “?”, “8”.",
    ],
    [
      'name',
      '"Ada" <ada@example.com>',
      'Use only letters, spaces and . \' - in a name: remove “"”, “<”, “@”, “>”.',
    ],
    ['name', 'Lovelace, Ada', "Use only letters, spaces and . ' - in a name: remove “,”."],
    ['email', '', 'Enter your e-mail address so we can reply.'],
    ['email', 'ada@', 'Enter an e-mail address like name@example.com.'],
    [
      'email',
      'ada@example.com\nBcc: x@example.com',
      'Enter an e-mail address like name@example.com.',
    ],
    ['email', `${'a'.repeat(250)}@example.com`, 'That e-mail address is too long.'],
    [
      'phone',
      '555-0142',
      'Enter a 10-digit US phone number, e.g. (303) 555-0142, or leave it empty.',
    ],
    ['phone', '1'.repeat(31), 'Enter a 10-digit US phone number, e.g. (303) 555-0142.'],
    ['replyBy', 'fax', 'Choose how you would like us to reply.'],
    ['topic', '', 'Choose what your question is about.'],
    ['message', '', 'Tell us briefly how we can help.'],
    ['message', 'x'.repeat(5001), 'Keep your message under 5,000 characters.'],
    ['message', 'Hello\u0007', 'Remove the special characters from your message.'],
    ['acknowledged', '', 'Tick the box to confirm you have read the notice.'],
  ])('rejects %s = %j with a specific message', (field, value, message) => {
    expect(parseInquiry({ ...valid, [field]: value })).toEqual({
      ok: false,
      fieldErrors: { [field]: message },
    })
  })

  it('rejects a missing acknowledgement (an unticked box sends nothing)', () => {
    expect(parseInquiry({ ...valid, acknowledged: undefined })).toMatchObject({
      ok: false,
      fieldErrors: { acknowledged: 'Tick the box to confirm you have read the notice.' },
    })
  })

  it('keeps a message of exactly 5,000 characters, with line breaks and tabs', () => {
    const message = `${'x'.repeat(4998)}\n\t`
    expect(parseInquiry({ ...valid, message: `${message}y` })).toMatchObject({ ok: false })
    expect(parseInquiry({ ...valid, message: `${'x'.repeat(4998)}\ty` })).toMatchObject({
      ok: true,
    })
  })

  it.each(['phone', 'text'])('asks for a phone number when the reply is by %s', (replyBy) => {
    expect(parseInquiry({ ...valid, replyBy })).toEqual({
      ok: false,
      fieldErrors: { phone: 'Enter a phone number so we can call or text you.' },
    })
    expect(parseInquiry({ ...valid, replyBy, phone: '303.555.0142' })).toMatchObject({ ok: true })
  })

  it('reports only the first problem of a field that breaks two rules', () => {
    expect(parseInquiry({ ...valid, name: `${'A'.repeat(101)}\n` })).toEqual({
      ok: false,
      fieldErrors: { name: 'Keep your name under 100 characters.' },
    })
  })

  it('reports the first problem of each field, for several fields at once', () => {
    expect(parseInquiry({})).toEqual({
      ok: false,
      fieldErrors: {
        name: 'Enter your name.',
        email: 'Enter your e-mail address so we can reply.',
        replyBy: 'Choose how you would like us to reply.',
        topic: 'Choose what your question is about.',
        message: 'Tell us briefly how we can help.',
        acknowledged: 'Tick the box to confirm you have read the notice.',
      },
    })
  })
})

describe('inquiryValues', () => {
  it('keeps what the visitor typed in the known fields only, and only text', () => {
    expect(
      inquiryValues({ ...valid, phone: new Blob(), website: 'spam', $ACTION_ID: 'x' }),
    ).toEqual({ ...valid, phone: undefined })
  })
})
