import { readFile } from 'node:fs/promises'

import type { Locator, Page } from '@playwright/test'

import { expect, gotoHydrated, test } from '../support/fixtures'
import { readPdfPages } from '../support/pdf-pages'

const path = '/tools/RothConversionModel'
const card = (page: Page, label: string) => page.getByRole('article', { name: label })

/** Fills the page and the personalization dialog with roth-model.md §15 example F. */
async function fillExampleF(page: Page) {
  await page.getByLabel('Pre-tax accounts (IRA, 401(k))').fill('1,500,000')
  await page.getByLabel('Roth accounts').fill('0')
  await page.getByLabel('Number of children').selectOption('2')
  await page.getByRole('button', { name: 'Personalize for your family' }).click()
  const dialog = page.getByRole('dialog', { name: 'Personalize for your family' })
  await dialog.getByLabel('Years until the children inherit').fill('12')
  await dialog.getByLabel('Spread the conversion over (years)').fill('4')
  await dialog.getByLabel('2026 tax brackets for your family').check()
  // Example F has no inflation (roth-model.md §15); the form's default is 2.5%.
  await dialog.getByLabel('Inflation (% a year)').fill('0')
  const parent = dialog.getByRole('group', { name: 'The parent' })
  await parent.getByLabel('Filing status').selectOption('single')
  await parent.getByLabel('Other income a year').fill('120,000')
  await parent.getByLabel('Parent’s age').fill('62')
  await parent.getByLabel('Include Medicare premiums (IRMAA)').check()
  const child = (number: number) => dialog.getByRole('group', { name: `Child ${number}` })
  await fillChild(child(1), { income: '45,000', stateRate: '4.4' })
  await fillChild(child(2), { income: '80,000', stateRate: '0' })
  return dialog
}

async function fillChild(
  child: Locator,
  { income, stateRate }: { income: string; stateRate: string },
) {
  await child.getByLabel('Filing status').selectOption('single')
  await child.getByLabel('Other income a year').fill(income)
  await child.getByLabel('State income tax rate (%)').fill(stateRate)
  await child.getByLabel('This child is').selectOption({ label: 'an adult child' })
}

const strategiesTable = (page: Page) =>
  page.getByRole('table', {
    name: 'Strategies ranked by net benefit, with the presets for comparison',
  })

test.describe('Roth tool, part II: heirs, Medicare, break-even and strategies', () => {
  test('example F: break-even years, the best strategy first, the income table, and a link that keeps it all', async ({
    page,
    expectAccessible,
  }) => {
    await gotoHydrated(page, path)
    const dialog = await fillExampleF(page)
    await expectAccessible()
    await dialog.getByRole('button', { name: 'Use these details' }).click()
    await expect(dialog).toBeHidden()

    for (const [label, years] of [
      ['Conservative', 2],
      ['Moderate', 3],
      ['Aggressive', 6],
      ['Danger', 8],
    ] as const) {
      await expect(card(page, label)).toContainText(
        `Converting leaves your children more if the parent lives at least ${years} more years.`,
      )
    }
    await expect(card(page, 'Conservative')).toContainText('$10,415')

    const bestRow = strategiesTable(page).getByRole('row').nth(1)
    await expect(bestRow).toContainText('Best')
    await expect(bestRow).toContainText(
      'Fill the 24% bracket for 10 years, rising to Medicare premium tier 3',
    )
    await expect(bestRow).toContainText('$862,875')
    await expect(bestRow).toContainText('+$160,515')
    await expect(strategiesTable(page)).toContainText('Preset: Conservative')

    const incomeTable = page.getByRole('table', {
      name: /Fill the 24% bracket for 10 years, rising to Medicare premium tier 3: the parent.s taxable income by year/,
    })
    await expect(incomeTable.getByRole('row', { name: /2026/ })).toContainText('$97,875')
    await expect(incomeTable.getByRole('row', { name: /2027/ })).toContainText('$188,900')
    await expectAccessible()

    await expect(page).toHaveURL(/parent\.age=62/)
    await expect(page).toHaveURL(/includeMedicare=true/)
    const shared = page.url()
    await gotoHydrated(page, shared)
    await expect(strategiesTable(page).getByRole('row').nth(1)).toContainText(
      'Fill the 24% bracket for 10 years, rising to Medicare premium tier 3',
    )
    await expect(card(page, 'Danger')).toContainText('at least 8 more years')
  })

  test(
    'example F: the strategies CSV, the year CSV and the PDF report say the same',
    { tag: '@any-width' },
    async ({ page }) => {
      await gotoHydrated(page, path)
      const dialog = await fillExampleF(page)
      await dialog.getByRole('button', { name: 'Use these details' }).click()
      await expect(dialog).toBeHidden()

      const strategiesDownload = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download strategies (CSV)' }).click()
      const strategiesCsv = await readFile(await (await strategiesDownload).path(), 'utf8')
      const [, best] = strategiesCsv.trim().split('\r\n')
      expect(best).toContain('fill-24-10y-tier3')
      expect(best).toContain('Fill the 24% bracket for 10 years, rising to Medicare premium tier 3')
      expect(best).toContain('160515.17')

      const yearsDownload = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download CSV' }).click()
      const yearLines = (await readFile(await (await yearsDownload).path(), 'utf8'))
        .trim()
        .split('\r\n')
      expect(yearLines).toHaveLength(1 + 23)
      expect(yearLines[0]).toMatch(/Medicare/)

      const pdfDownload = page.waitForEvent('download')
      await page.getByRole('link', { name: 'Download PDF' }).click()
      const pages = await readPdfPages(await readFile(await (await pdfDownload).path()))
      const text = pages.map((pdfPage) => pdfPage.text).join(' ')
      expect(text).toContain('The best of these strategies')
      expect(text).toContain('Fill the 24% bracket for 10 years, rising to Medicare premium tier 3')
      expect(text).toContain('at least 2 more years')
      expect(text).not.toMatch(/optimal/i)
    },
  )

  test('a child under 21 in a trust that keeps the payments brings the ask-your-lawyer note, and the timeline follows each child', async ({
    page,
  }) => {
    await gotoHydrated(page, path)
    await page.getByLabel('Number of children').selectOption('2')
    await page.getByRole('button', { name: 'Personalize for your family' }).click()
    const dialog = page.getByRole('dialog', { name: 'Personalize for your family' })
    await dialog.getByLabel('Years until the children inherit').fill('10')
    await dialog.getByLabel('2026 tax brackets for your family').check()
    await dialog.getByRole('group', { name: 'The parent' }).getByLabel('Parent’s age').fill('66')
    const minor = dialog.getByRole('group', { name: 'Child 2' })
    await minor.getByLabel('This child is').selectOption({ label: 'a child under 21' })
    await minor.getByLabel('Age').fill('9')
    await dialog.getByLabel('A trust that keeps the payments').check()
    await expect(dialog.getByRole('status')).toContainText('Ask your lawyer')
    await dialog.getByLabel('The children directly').check()
    await expect(dialog.getByText('Ask your lawyer')).toBeHidden()
    await dialog.getByRole('button', { name: 'Use these details' }).click()
    await expect(dialog).toBeHidden()

    const timeline = page.getByRole('region', {
      name: 'When each child must empty the inherited IRAs',
    })
    await expect(timeline).toContainText('2048')
    await expect(timeline).toContainText('2046')
  })
})
