import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react'

import { useNearViewport } from '@/components/ui/use-near-viewport'

// recharts is heavy: it loads only on this page, when the visitor scrolls towards a chart.
const YearChart = lazy(() =>
  import('./year-chart.client').then((module) => ({ default: module.YearChart })),
)
const IncomeChart = lazy(() =>
  import('./income-chart.client').then((module) => ({ default: module.IncomeChart })),
)

const chartPlaceholderClass = 'mt-6 h-72 md:h-88 lg:h-104'

/** A lazily loaded `chart`, or its reserved space until the visitor scrolls near it. */
function DeferredChart({ chart }: { chart: ReactNode }) {
  const { ref, isNear } = useNearViewport<HTMLDivElement>()
  const placeholder = <div className={chartPlaceholderClass} />
  return (
    <div ref={ref} className="print:hidden">
      {isNear ? <Suspense fallback={placeholder}>{chart}</Suspense> : placeholder}
    </div>
  )
}

/** The year chart, once the visitor scrolls near it. */
export function DeferredYearChart(props: ComponentProps<typeof YearChart>) {
  return <DeferredChart chart={<YearChart {...props} />} />
}

/** The chart of the parent's taxable income under a strategy, once the visitor scrolls near it. */
export function DeferredIncomeChart(props: ComponentProps<typeof IncomeChart>) {
  return <DeferredChart chart={<IncomeChart {...props} />} />
}
