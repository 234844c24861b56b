import { expect, test } from 'vitest'

import { initialsOf } from './initials'

test.each([
  ['Maya R. Ortiz', 'MO'],
  ['maya ortiz', 'MO'],
  ['Maya', 'M'],
  ['  Élodie   O’Brien-Hale ', 'ÉO'],
  ['', '?'],
  ['42 · –', '?'],
])('%s → %s', (name, initials) => expect(initialsOf(name)).toBe(initials))
