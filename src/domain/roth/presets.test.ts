import { expect, test } from 'vitest'

import {
  distributionYears,
  maxChildren,
  maxCustomScenarios,
  presetScenarios,
  quickFormDefaults,
  quickModeAssumptions,
} from './presets'

test('the presets carry the seed conversion and rate percents', () =>
  expect(
    presetScenarios.map((preset) => [
      preset.id,
      preset.label,
      preset.conversionPercent,
      preset.parentTaxRatePercent,
      preset.childTaxRatePercent,
    ]),
  ).toEqual([
    ['conservative', 'Conservative', 15, 22, 22],
    ['moderate', 'Moderate', 25, 24, 24],
    ['aggressive', 'Aggressive', 40, 24, 28],
    ['danger', 'Danger', 50, 37, 20],
  ]))

test('the seed limits and form defaults', () => {
  expect([distributionYears, maxChildren, maxCustomScenarios]).toEqual([10, 4, 3])
  expect(quickFormDefaults).toEqual({
    totalPreTaxAccounts: 2_180_000,
    totalRothAccounts: 105_000,
    numberOfChildren: 4,
  })
})

test('quick mode: death now, 6% return, one conversion paid from outside, flat rates, 15% drag', () =>
  expect(quickModeAssumptions).toEqual({
    yearsUntilInheritance: 0,
    annualReturnPercent: 6,
    taxPaidFrom: 'outside',
    conversionYears: 1,
    taxModel: 'flat',
    taxableReturnDragPercent: 15,
  }))
