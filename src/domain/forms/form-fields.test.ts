import { describe, expect, test } from 'vitest'

import { firstMessageByField, typedValues } from './form-fields'

describe('a form’s fields', () => {
  test('what was typed comes back for the known fields, text only', () => {
    expect(typedValues(['name', 'email'], { name: 'Ada', email: 42, other: 'x' })).toEqual({
      name: 'Ada',
    })
  })

  test('each field keeps its first message', () => {
    expect(
      firstMessageByField([
        { path: ['email'], message: 'Enter it.' },
        { path: ['email'], message: 'Shorter.' },
        { path: ['name'], message: 'Your name.' },
      ]),
    ).toEqual({ email: 'Enter it.', name: 'Your name.' })
  })
})
