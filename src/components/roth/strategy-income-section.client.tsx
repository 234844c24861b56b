'use client'

import { useMemo, useState } from 'react'

import type { RothInput, RothStrategyCandidate } from '@/domain/roth'
import { otherIncomeMedicareTier } from '@/domain/roth/results-copy'
import { strategyIncome } from '@/domain/roth/strategy-income'
import { strategyIncomeLimitsText } from '@/domain/roth/strategy-income-copy'
import { strategyRows } from '@/domain/roth/strategy-rows'

import { DeferredIncomeChart } from './deferred-charts'
import { RothSelectField } from './roth-fields'
import { shownStrategyCount } from './strategies-table'
import { StrategyIncomeTable } from './strategy-income-table'

/**
 * The parent's taxable income year by year under one of the ten best strategies of the table
 * (exact duplicates folded, labelled as there; the best until the visitor picks another in a
 * select): the bracket's top and Medicare limit in words, a chart against those lines and the
 * same numbers in a table. Nothing without strategies.
 */
export function StrategyIncomeSection({
  input,
  strategies,
}: {
  input: RothInput
  strategies: ReadonlyArray<RothStrategyCandidate>
}) {
  const [chosenId, setChosenId] = useState<string | null>(null)
  const rows = useMemo(
    () => strategyRows(strategies, otherIncomeMedicareTier(input)).slice(0, shownStrategyCount),
    [input, strategies],
  )
  const chosen = rows.find(({ result }) => result.id === chosenId) ?? rows[0]
  const chosenStrategyId = chosen?.result.id
  // One model run, only when the settled input or the choice change.
  const income = useMemo(
    () => (chosenStrategyId ? strategyIncome(input, chosenStrategyId) : null),
    [input, chosenStrategyId],
  )
  if (!chosen || !income) return null
  const labelled = { ...income, label: chosen.label }
  return (
    <section aria-labelledby="strategy-income-heading" className="mt-10">
      <h3 id="strategy-income-heading" className="text-2xl">
        The parent’s taxable income under a strategy
      </h3>
      <div className="mt-4 w-full max-w-xl print:hidden">
        <RothSelectField
          id="roth-income-strategy"
          label="Strategy shown in the chart and table"
          hint="The best first, in the order of the table above."
          value={chosen.result.id}
          options={rows.map(({ result, label }) => ({ value: result.id, label }))}
          onChange={setChosenId}
        />
      </div>
      <p className="mt-4">{strategyIncomeLimitsText(labelled)}</p>
      <DeferredIncomeChart income={labelled} />
      <StrategyIncomeTable income={labelled} />
    </section>
  )
}
