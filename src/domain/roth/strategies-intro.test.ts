import { expect, test } from 'vitest'

import { analyzeRothConversion } from './index'
import { strategiesIntro } from './strategies-intro'
import { workedExampleB, workedExampleF } from './worked-examples'

test('with Medicare tiers tried, the sentence says so; the years are those of the candidates', () => {
  expect(strategiesIntro(analyzeRothConversion(workedExampleF).strategies)).toBe(
    'We tried every way of filling one tax bracket each year for 1 to 10 years, with and without staying under a Medicare premium tier, and ranked them by what the children keep.',
  )
})

test('without Medicare, and with the inheritance a year away, it says only what was tried', () => {
  const soon = analyzeRothConversion({
    ...workedExampleB,
    yearsUntilInheritance: 1,
    conversionYears: 1,
  })
  expect(strategiesIntro(soon.strategies)).toBe(
    'We tried every way of filling one tax bracket each year for 1 year and ranked them by what the children keep.',
  )
})
