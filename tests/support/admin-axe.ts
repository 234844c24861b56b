import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect } from './fixtures'

/**
 * Fails on any WCAG 2.2 AA violation axe finds inside `selector`: for what the site adds to the
 * admin (its reports, its dashboard), judged apart from Payload's own screens around it.
 */
export async function expectAccessibleWithin(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(
    violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
  ).toEqual([])
}
