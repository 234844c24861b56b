import { expect, test } from 'vitest'

import type { StrategyIncome } from './strategy-income'
import {
  bracketTopLineLabel,
  medicareLimitLineLabel,
  strategyIncomeLimitsText,
} from './strategy-income-copy'

const fillsThe24Bracket: StrategyIncome = {
  id: 'fill-24',
  label: 'Fill the 24% bracket',
  bracketPercent: 24,
  bracketTop: 201_775,
  nextRatePercent: 32,
  irmaaTier: null,
  irmaaLimit: null,
  years: [],
}

test("the chart's lines say which rate starts and which Medicare tier ends", () => {
  expect(bracketTopLineLabel(24, 32)).toBe('Top of the 24% bracket (the 32% rate starts)')
  expect(medicareLimitLineLabel(3)).toBe('Medicare tier 3 limit')
})

test('an uncapped strategy is told by its bracket alone', () => {
  expect(strategyIncomeLimitsText(fillsThe24Bracket)).toBe(
    'The 24% bracket ends at a taxable income of $201,775: above it, the 32% rate starts.',
  )
})

test('a strategy that stays in a Medicare tier also says the most income it lets those years reach', () => {
  expect(
    strategyIncomeLimitsText({ ...fillsThe24Bracket, irmaaTier: 3, irmaaLimit: 188_900 }),
  ).toBe(
    'The 24% bracket ends at a taxable income of $201,775: above it, the 32% rate starts. In the years that set a Medicare premium, this strategy keeps taxable income at or under $188,900, the Medicare tier 3 limit.',
  )
})
