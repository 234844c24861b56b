import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

type Fixtures = {
  /**
   * Fails on any WCAG 2.2 AA violation axe finds in the page as it is now, or on a violation of
   * `alsoRules` (axe rules outside those tags, e.g. best practices), in the same scan.
   */
  expectAccessible: (alsoRules?: string[]) => Promise<void>
  /** Fails when the page is wider than the viewport (sideways scrolling on a phone). */
  expectNoHorizontalScroll: () => Promise<void>
  /**
   * What the page has done so far that the Content-Security-Policy refused (e.g. an eval), as
   * "directive blocked-uri"; recorded from the first document the test opens.
   */
  cspViolations: () => Promise<string[]>
}

export const test = base.extend<Fixtures>({
  expectAccessible: async ({ page }, use) => {
    await use(async (alsoRules = []) => {
      // `options` first: it replaces every option, and `withTags` then adds the tags to it.
      const { violations } = await new AxeBuilder({ page })
        .options({ rules: Object.fromEntries(alsoRules.map((id) => [id, { enabled: true }])) })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(
        violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
      ).toEqual([])
    })
  },
  expectNoHorizontalScroll: async ({ page }, use) => {
    await use(async () => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  },
  cspViolations: async ({ page }, use) => {
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { __cspViolations: seen })
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    await use(() =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    )
  },
})

export { expect }

/**
 * Opens `path` and waits until the page is hydrated: the shell's runtime greets in the console
 * from the same commit that attaches its listeners, so clicks and events after this are handled.
 */
export async function gotoHydrated(page: Page, path: string) {
  const greeted = page.waitForEvent('console', (message) =>
    message.text().includes('Hello, developer'),
  )
  await page.goto(path)
  await greeted
}

/**
 * Holds every request `page` makes to `url` until the returned function is called: a loading
 * state shows for as long as the test looks at it, and no longer (no fixed delay to outlast).
 */
export async function holdRequests(page: Page, url: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Waits until the page has painted twice more: whatever an event just dispatched set off (a
 * scroll, a click) has rendered, so a check that something did not appear is not too early.
 */
export async function afterNextPaint(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )
}
