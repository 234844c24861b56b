import { lazy, Suspense, type ComponentProps } from 'react'

import { useNearViewport } from '@/components/ui/use-near-viewport'

// recharts is heavy: it loads only on this page, when the visitor scrolls towards the chart.
const YearChart = lazy(() =>
  import('./year-chart.client').then((module) => ({ default: module.YearChart })),
)

const chartPlaceholderClass = 'mt-6 h-72 md:h-88 lg:h-104'

/** The year chart, or its reserved space until the visitor scrolls near it. */
export function DeferredYearChart({
  scenario,
}: {
  scenario: ComponentProps<typeof YearChart>['scenario']
}) {
  const { ref, isNear } = useNearViewport<HTMLDivElement>()
  const placeholder = <div className={chartPlaceholderClass} />
  return (
    <div ref={ref} className="print:hidden">
      {isNear ? (
        <Suspense fallback={placeholder}>
          <YearChart scenario={scenario} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  )
}
