import { Download } from 'lucide'

import { buttonClass } from '@/components/ui/button-class'
import { Icon } from '@/components/ui/icon'
import type { RothAnalysis, RothScenarioAnalysis } from '@/domain/roth'
import type { DollarsShown } from '@/domain/roth/results-copy'
import { yearTableCsv, yearTableCsvFileName } from '@/domain/roth/year-csv'

import { DeferredYearChart } from './deferred-charts'
import { RothSelectField } from './roth-fields'
import { saveFile } from './save-file'
import { YearTable } from './year-table'

/**
 * One scenario's years as a chart and a table in the dollars shown, with the choice of scenario
 * (which the grid follows too) and a CSV download (both kinds of dollars).
 */
export function YearByYearSection({
  scenarios,
  tableScenario,
  analysis,
  dollars,
  onSelectScenario,
}: {
  scenarios: ReadonlyArray<RothScenarioAnalysis>
  tableScenario: RothScenarioAnalysis
  analysis: Pick<RothAnalysis, 'inflationPercent'> | null
  dollars: DollarsShown
  onSelectScenario: (scenarioId: string) => void
}) {
  const shown = analysis && analysis.inflationPercent > 0 ? dollars : 'today'
  return (
    <section aria-labelledby="year-by-year" className="mt-12">
      <h2 id="year-by-year" className="text-3xl">
        Year by year
      </h2>
      <div className="mt-4 flex flex-wrap items-end gap-4 print:hidden">
        <div className="w-full max-w-xs">
          <RothSelectField
            id="roth-table-scenario"
            label="Scenario shown in the chart and table"
            value={tableScenario.id}
            options={scenarios.map(({ id, label }) => ({ value: id, label }))}
            onChange={onSelectScenario}
          />
        </div>
        <button
          type="button"
          onClick={() =>
            saveFile(
              new Blob([yearTableCsv(tableScenario)], { type: 'text/csv;charset=utf-8' }),
              yearTableCsvFileName(tableScenario),
            )
          }
          className={buttonClass({ variant: 'secondary', size: 'medium' })}
        >
          <Icon icon={Download} className="size-5" />
          Download CSV
        </button>
      </div>
      <DeferredYearChart scenario={tableScenario} dollars={shown} />
      <YearTable scenario={tableScenario} dollars={shown} />
    </section>
  )
}
