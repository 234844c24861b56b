import { expect, test } from 'vitest'

import { toParagraphs } from './paragraphs'

test.each([
  ['One.', ['One.']],
  ['One.\n\nTwo.', ['One.', 'Two.']],
  ['One.\n  \n\nTwo.\n', ['One.', 'Two.']],
  ['One line\nsame paragraph', ['One line\nsame paragraph']],
  ['  \n\n ', []],
])('%j reads as %j', (text, paragraphs) => expect(toParagraphs(text)).toEqual(paragraphs))
