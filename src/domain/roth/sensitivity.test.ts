import { expect, test } from 'vitest'

import type { RothAssumptions } from './family-plan'
import { sensitivityOf } from './sensitivity'

const settings: RothAssumptions = {
  yearsUntilInheritance: 12,
  annualReturnPercent: 14,
  taxPaidFrom: 'outside',
  conversionYears: 8,
  taxModel: 'brackets',
  taxableReturnDragPercent: 15,
  beneficiary: 'direct',
  includeMedicare: false,
  includeOwnerRmds: false,
  inflationPercent: 0,
  spouse: null,
}

test('rows add the own wait, columns clip the return; every cell reruns with its settings', () => {
  const reruns: RothAssumptions[] = []
  const grid = sensitivityOf(settings, [{ id: 'only' }], (_scenario, rerun) => {
    reruns.push(rerun)
    return { netBenefit: rerun.yearsUntilInheritance, netBenefitToday: rerun.annualReturnPercent }
  })
  expect(grid.yearsUntilInheritance).toEqual([0, 5, 10, 12, 15, 20, 25, 30])
  expect(grid.annualReturnPercent).toEqual([12, 14, 15])
  expect(grid.yourCase).toEqual({ row: 3, column: 1 })
  expect(grid.scenarios[0]?.netBenefit[3]).toEqual([12, 12, 12])
  expect(grid.scenarios[0]?.netBenefitToday[0]).toEqual([12, 14, 15])
  // The conversion ends by the inheritance, in at least one year.
  expect(reruns.map((rerun) => rerun.conversionYears)).toEqual(
    [1, 5, 8, 8, 8, 8, 8, 8].flatMap((years) => [years, years, years]),
  )
  expect(reruns[3 * 3 + 1]).toEqual(settings)
})
