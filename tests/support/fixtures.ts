import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

type Fixtures = {
  /** Fails on any WCAG 2.2 AA violation axe finds in the page as it is now. */
  expectAccessible: () => Promise<void>
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
    await use(async () => {
      const { violations } = await new AxeBuilder({ page })
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

/** The seeded firm's contact details, as the e2e database starts. */
export const seededFirm = {
  name: 'Juniper Hill Law',
  phoneDisplay: '(303) 555-0142',
  phoneHref: 'tel:+13035550142',
  smsHref: 'sms:+13035550143',
  email: 'office@example.com',
  attorney: 'Dana Whitfield',
}

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
