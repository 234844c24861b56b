import type { Page } from '@playwright/test'

import { expect, gotoHydrated, test } from '../support/fixtures'

const path = '/tools/RothConversionModel'
const preTax = (page: Page) => page.getByLabel('Pre-tax accounts (IRA, 401(k))')
const card = (page: Page, label: string) => page.getByRole('article', { name: label })

test.describe('Roth conversion tool', () => {
  test('opens with the seed defaults and the four scenarios, each with its band in words', async ({
    page,
    expectAccessible,
    expectNoHorizontalScroll,
  }) => {
    await page.goto(path)
    await expect(page).toHaveTitle('Roth Conversion Analysis Tool | Juniper Hill Law')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      "Analyze the impact of Roth IRA conversions on your family's tax strategy and inheritance planning.",
    )
    await expect(preTax(page)).toHaveValue('2,180,000')
    await expect(page.getByLabel('Roth accounts')).toHaveValue('105,000')
    await expect(page.getByLabel('Number of children')).toHaveValue('4')
    for (const label of ['Conservative', 'Moderate', 'Aggressive', 'Danger']) {
      await expect(card(page, label)).toContainText(
        /(Excellent|Good|Marginal|Negative) Performance/,
      )
      await expect(card(page, label)).toContainText('Net benefit')
    }
    await expect(card(page, 'Conservative')).toContainText('$327,000')
    await expect(page.locator('main')).not.toContainText(/NaN|Infinity|undefined|-\$0/)
    await expect(page.getByRole('table')).toContainText('Year 10')
    await expectNoHorizontalScroll()
    await expectAccessible()
  })

  test('follows typing such as "$1M" once it pauses, and keeps the inputs in the address', async ({
    page,
  }) => {
    await gotoHydrated(page, path)
    await preTax(page).fill('$1M')
    await page.getByLabel('Number of children').selectOption('2')
    await expect(card(page, 'Conservative')).toContainText('$150,000')
    await expect(page).toHaveURL(/totalPreTaxAccounts=1000000/)
    await expect(page).toHaveURL(/numberOfChildren=2/)
    await expect(page.getByRole('status').filter({ hasText: 'Results updated' })).toBeAttached()

    const shared = page.url()
    await page.goto(shared)
    await expect(preTax(page)).toHaveValue('1000000')
    await expect(card(page, 'Conservative')).toContainText('$150,000')
  })

  test('Copy link puts the address of this analysis on the clipboard', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await gotoHydrated(
      page,
      `${path}?totalPreTaxAccounts=900000&totalRothAccounts=0&numberOfChildren=1`,
    )
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByText('Link copied.')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      'totalPreTaxAccounts=900000',
    )
  })

  test('explains a wrong amount next to the field and shows no numbers until it is fixed', async ({
    page,
  }) => {
    await gotoHydrated(page, path)
    await preTax(page).fill('two million')
    const message = page.getByText('Enter pre-tax accounts in dollars, from $0 to $100,000,000.')
    await expect(message).toBeVisible()
    await expect(preTax(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('article')).toHaveCount(0)
    await preTax(page).fill('2.18m')
    await expect(message).toBeHidden()
    await expect(page.getByRole('article')).toHaveCount(4)
  })

  test('a shared link with a bad value opens with the message, not an error page', async ({
    page,
  }) => {
    const response = await page.goto(`${path}?totalPreTaxAccounts=-5&numberOfChildren=9`)
    expect(response?.status()).toBe(200)
    await expect(
      page.getByText('Enter the number of children, a whole number from 1 to 4.'),
    ).toBeVisible()
  })

  test('draws the chart on this page only, loading its code after the numbers', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, path)
    const chart = page.getByRole('img', {
      name: /Chart of the children’s money after tax by year, Moderate/,
    })
    await expect(chart).toBeVisible()
    await expect(page.locator('.recharts-line')).toHaveCount(2)
    const scriptsOf = async (pagePath: string) => {
      const html = await (await request.get(pagePath)).text()
      const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1])
      return Promise.all(sources.map(async (source) => (await request.get(source ?? '')).text()))
    }
    for (const pagePath of [path, '/services/estate-planning']) {
      const scripts = await scriptsOf(pagePath)
      expect(
        scripts.some((script) => script.includes('recharts-wrapper')),
        pagePath,
      ).toBe(false)
    }
  })

  test('the year table follows the chosen scenario, by keyboard', async ({ page }) => {
    await gotoHydrated(page, path)
    const chooser = page.getByLabel('Scenario shown in the chart and table')
    await chooser.focus()
    await chooser.selectOption('danger')
    await expect(page.getByRole('table')).toContainText('Value after tax by year: Danger')
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(12)
  })
})
