import { lazyIsland } from '@/components/ui/lazy-island'

/** The browser's Roth calculator (`#islands/roth-calculator`): its fields, model and schema in a chunk of their own. */
export const RothCalculator = lazyIsland(() =>
  import('./roth-calculator.client').then((module) => module.RothCalculator),
)
