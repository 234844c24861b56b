import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { expect, gotoHydrated, test } from '../support/fixtures'

const path = '/tools/RothConversionModel'
const preTax = (page: Page) => page.getByLabel('Pre-tax accounts (IRA, 401(k))')
const card = (page: Page, label: string) => page.getByRole('article', { name: label })
const yearTable = (page: Page) => page.getByRole('table', { name: /Value after tax by year/ })

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
    await expect(yearTable(page)).toContainText('Year 10')
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
    await expect(preTax(page)).toHaveValue('1,000,000')
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
    const text = 'Enter pre-tax accounts in dollars, from $0 to $100,000,000.'
    const message = page.locator('#roth-totalPreTaxAccounts-error')
    await expect(message).toHaveText(`Error: ${text}`)
    const summary = page.getByRole('group', { name: 'Correct 1 field to see the results' })
    await summary.getByRole('link', { name: text }).click()
    await expect(preTax(page)).toBeFocused()
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
      page.locator('#roth-numberOfChildren-error', {
        hasText: 'Enter the number of children, a whole number from 1 to 4.',
      }),
    ).toBeVisible()

    await page.goto(`${path}?mode=detailed&annualReturnPercent=99`)
    await expect(page.getByText('Enter an expected return from 0% to 15% a year.')).toBeVisible()
    await expect(page.getByText('Choose “Change your details” above')).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('Update results sends the inputs, keeps the personalized settings and shows the new numbers', async ({
      page,
    }) => {
      await page.goto(`${path}?mode=detailed&annualReturnPercent=5`)
      await preTax(page).fill('$1M')
      await page.getByLabel('Number of children').selectOption('2')
      await page.getByRole('button', { name: 'Update results' }).click()
      await expect(page).toHaveURL(/totalPreTaxAccounts=%241M/)
      await expect(page).toHaveURL(/mode=detailed/)
      await expect(page).toHaveURL(/annualReturnPercent=5/)
      await expect(preTax(page)).toHaveValue('$1M')
      await expect(page.getByLabel('Number of children')).toHaveValue('2')
      await expect(
        page.getByRole('heading', { name: 'Personalized for your family' }),
      ).toBeVisible()
      await expect(card(page, 'Conservative')).toContainText('Net benefit')
    })

    test('a wrong amount comes back with its message and the typing kept', async ({ page }) => {
      await page.goto(path)
      await preTax(page).fill('lots')
      await page.getByRole('button', { name: 'Update results' }).click()
      await expect(preTax(page)).toHaveValue('lots')
      await expect(preTax(page)).toHaveAttribute('aria-invalid', 'true')
      await expect(card(page, 'Conservative')).toHaveCount(0)
    })
  })

  test('draws the chart on this page only, fetching its code when the visitor scrolls to it', async ({
    page,
    request,
    cspViolations,
  }) => {
    await gotoHydrated(page, path)
    await page.waitForLoadState('networkidle')
    const scriptsLoaded = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
            .length,
      )
    const scriptsBeforeScrolling = await scriptsLoaded()
    await expect(page.locator('.recharts-wrapper')).toHaveCount(0)
    await page.getByRole('button', { name: 'Download CSV' }).scrollIntoViewIfNeeded()
    const chart = page.getByRole('img', {
      name: /Chart of the children’s money after tax by year, in 2026 dollars, Moderate/,
    })
    await expect(chart).toBeVisible()
    await expect(page.locator('.recharts-line')).toHaveCount(2)
    expect(await scriptsLoaded()).toBeGreaterThan(scriptsBeforeScrolling)
    expect(await cspViolations()).toEqual([])
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
    await expect(yearTable(page)).toHaveAccessibleName(
      'Value after tax by year, in 2026 dollars: Danger',
    )
    await expect(yearTable(page).getByRole('row')).toHaveCount(12)
  })

  test('the personalization modal switches to detailed mode, and the link keeps it', async ({
    page,
    expectAccessible,
  }) => {
    await gotoHydrated(page, path)
    await page.getByRole('button', { name: 'Personalize for your family' }).click()
    const dialog = page.getByRole('dialog', { name: 'Personalize for your family' })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Years until the children inherit').fill('10')
    await dialog.getByLabel('Spread the conversion over (years)').fill('4')
    await dialog.getByLabel('2026 tax brackets for your family').check()
    const parent = dialog.getByRole('group', { name: 'The parent' })
    await parent.getByLabel('Filing status').selectOption('single')
    await parent.getByLabel('Other income a year').fill('$60k')
    await expect(dialog.getByRole('group', { name: /^Child \d$/ })).toHaveCount(4)
    await expectAccessible()
    await dialog.getByRole('button', { name: 'Use these details' }).click()

    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Personalized for your family' })).toBeVisible()
    await expect(page).toHaveURL(/mode=detailed/)
    await expect(page).toHaveURL(/yearsUntilInheritance=10/)
    await expect(page).toHaveURL(/taxModel=brackets/)
    await expect(page).toHaveURL(/parent\.otherIncome=60000/)
    await expect(card(page, 'Moderate')).toContainText('taxed at your family’s own 2026 brackets')
    await expect(yearTable(page).getByRole('row')).toHaveCount(22)
    await expect(yearTable(page)).toContainText('Year 20')
    const personalized = await card(page, 'Moderate').innerText()

    await gotoHydrated(page, page.url())
    await expect.poll(() => card(page, 'Moderate').innerText()).toBe(personalized)
    await page.getByRole('button', { name: 'Back to the quick version' }).click()
    await expect(page).not.toHaveURL(/mode=detailed/)
    await expect(card(page, 'Moderate')).toContainText(
      'Converts 25% of the pre-tax accounts now, in one step, taxed at a flat 24% for the parent now and 24% for the children later.',
    )
  })

  test('the modal explains settings that cannot work, keeps the typing, and Escape changes nothing', async ({
    page,
  }) => {
    await gotoHydrated(page, path)
    const opener = page.getByRole('button', { name: 'Personalize for your family' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Personalize for your family' })
    const spread = dialog.getByLabel('Spread the conversion over (years)')
    const expectedReturn = dialog.getByLabel('Expected return (% a year)')
    await spread.fill('5')
    await expectedReturn.fill('20')
    await dialog.getByRole('button', { name: 'Use these details' }).click()

    const summary = dialog.getByRole('group', { name: 'Correct 2 fields to use these details' })
    await expect(summary).toContainText('Correct 2 fields to use these details')
    await expect(summary).toBeFocused()
    await expect(spread).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByText('use at most 1 year.')).toHaveCount(2)
    await summary
      .getByRole('link', { name: 'Enter an expected return from 0% to 15% a year.' })
      .click()
    await expect(expectedReturn).toBeFocused()
    await expect(expectedReturn).toHaveValue('20')

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    await expect(page.getByRole('heading', { name: 'Quick version' })).toBeVisible()
    await expect(page).not.toHaveURL(/mode=detailed/)
  })

  test('custom scenarios sit beside the presets, up to three, with their errors explained', async ({
    page,
  }) => {
    await gotoHydrated(
      page,
      `${path}?totalPreTaxAccounts=1000000&totalRothAccounts=50000&numberOfChildren=2`,
    )
    await page.getByRole('button', { name: 'Add a scenario' }).click()
    const scenario = page.getByRole('group', { name: 'Your scenario 1' })
    await expect(scenario.getByLabel('Name')).toBeFocused()
    await scenario.getByLabel('Name').fill('Low now, high later')
    await scenario.getByLabel('Convert (% of pre-tax)').fill('20')
    await scenario.getByLabel('Parent’s tax rate (%)').fill('12')
    await scenario.getByLabel('Children’s tax rate (%)').fill('150')
    await expect(scenario.getByText('Enter a tax rate from 0% to 100%.')).toBeVisible()
    await expect(scenario.getByLabel('Children’s tax rate (%)')).toHaveValue('150')

    await scenario.getByLabel('Children’s tax rate (%)').fill('32')
    // roth-model.md §6, worked example A.
    const custom = card(page, 'Low now, high later')
    await expect(custom).toContainText('+$84,245')
    await expect(custom).toContainText('+6.47%')
    await expect(custom).toContainText('Good Performance')
    await expect(card(page, 'Conservative')).toContainText('+$12,657')
    await expect(page).toHaveURL(/customScenarios\.0\.label=Low\+now%2C\+high\+later/)

    const add = page.getByRole('button', { name: 'Add a scenario' })
    await add.click()
    await add.click()
    await expect(add).toHaveCount(0)
    await expect(page.getByRole('article')).toHaveCount(7)
    await page.getByRole('button', { name: 'Remove your scenario 1' }).click()
    await expect(custom).toHaveCount(0)
    await expect(add).toBeFocused()
    await expect(page.getByRole('article')).toHaveCount(6)
  })

  test('Download CSV saves the chosen scenario year by year', async ({ page }) => {
    await gotoHydrated(page, path)
    await page.getByLabel('Scenario shown in the chart and table').selectOption('aggressive')
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('roth-conversion-aggressive-by-year.csv')
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n')
    expect(lines).toHaveLength(12)
    expect(lines[0]).toMatch(
      /^Year,Calendar year,Who holds it,Price index \(2026 = 1\),Without converting: pre-tax IRA \(dollars of that year\),/,
    )
    // The quick version assumes no inflation: a price index of 1 in every year.
    expect(lines[11]).toMatch(/^10,2036,Children,1\.000000,0\.00,/)
  })

  test('Download PDF saves a dated report of this analysis', async ({ page }) => {
    await gotoHydrated(
      page,
      `${path}?totalPreTaxAccounts=900000&totalRothAccounts=0&numberOfChildren=1`,
    )
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download PDF' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(
      /^roth-conversion-analysis-\d{4}-\d{2}-\d{2}\.pdf$/,
    )
    const bytes = await readFile(await download.path())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  test('Download PDF shows it is busy while the report is made', async ({ page }) => {
    await gotoHydrated(page, path)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/report.pdf?**', async (route) => {
      await held
      await route.continue()
    })
    const link = page.getByRole('link', { name: 'Download PDF' })
    const downloading = page.waitForEvent('download')
    await link.click()
    await expect(link).toHaveAttribute('aria-busy', 'true')
    await expect(link).toHaveAttribute('aria-disabled', 'true')
    await expect(page.getByText('Making your PDF…')).toBeVisible()
    release()
    expect((await downloading).suggestedFilename()).toMatch(/^roth-conversion-analysis-/)
    await expect(link).not.toHaveAttribute('aria-busy', 'true')
    await expect(page.getByText('Making your PDF…')).toBeHidden()
  })

  test('prints the inputs, cards, table and assumptions without the site’s chrome', async ({
    page,
  }) => {
    await gotoHydrated(page, path)
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden()
    await expect(preTax(page)).toBeHidden()
    const inputs = page.getByRole('region', { name: 'Your inputs' })
    await expect(inputs).toBeVisible()
    await expect(inputs).toContainText('Pre-tax accounts:$2,180,000')
    await expect(card(page, 'Danger')).toBeVisible()
    await expect(yearTable(page)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'How this is calculated' })).toBeVisible()
    await page.emulateMedia({ media: 'screen' })
    await expect(inputs).toBeHidden()
  })

  test('the sensitivity grid marks the visitor’s case and follows the chosen scenario', async ({
    page,
  }) => {
    await gotoHydrated(page, path)
    const grid = page.getByRole('table', {
      name: /^Net benefit by years until the children inherit and expected return/,
    })
    await expect(grid).toHaveAccessibleName(/Moderate$/)
    const netBenefit = (await card(page, 'Moderate').locator('dd').last().innerText()).split(
      '\n',
    )[0]
    const yours = grid.getByRole('cell', { name: /Your case/ })
    await expect(yours).toHaveCount(1)
    await expect(yours).toContainText(netBenefit ?? 'missing')
    await page.getByLabel('Scenario shown in the chart and table').selectOption('danger')
    await expect(grid).toHaveAccessibleName(/Danger$/)
    const dangerNet = (await card(page, 'Danger').locator('dd').last().innerText()).split('\n')[0]
    await expect(yours).toContainText(dangerNet ?? 'missing')
  })

  test('the family profile page sets up the profile and opens the tool with it', async ({
    page,
    expectAccessible,
    expectNoHorizontalScroll,
  }) => {
    await gotoHydrated(page, '/test-personalization')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.getByRole('button', { name: 'Change the profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Personalize for your family' })
    await dialog.getByLabel('Years until the children inherit').fill('12')
    await dialog.getByRole('button', { name: 'Use these details' }).click()
    await expect(dialog).toBeHidden()
    const profile = page.getByRole('region', { name: 'Family profile' })
    await expect(profile).toContainText('12 years')
    await expect(profile).toContainText('A planning guess, from 0 (now) to 50.')
    await expectAccessible()
    await expectNoHorizontalScroll()

    await page.getByRole('link', { name: 'Open the Roth tool with this profile' }).click()
    await expect(page).toHaveURL(/\/tools\/RothConversionModel\?.*yearsUntilInheritance=12/)
    await expect(page.getByRole('heading', { name: 'Personalized for your family' })).toBeVisible()
    await expect(page.getByText('Years until inheritance: 12 years')).toBeVisible()
  })
})
