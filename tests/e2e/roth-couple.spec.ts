import type { Locator, Page } from '@playwright/test'

import { expect, gotoHydrated, test } from '../support/fixtures'

const path = '/tools/RothConversionModel'
const card = (page: Page, label: string) => page.getByRole('article', { name: label })
const netBenefit = async (page: Page, label: string) =>
  (await card(page, label).locator('dd').last().innerText()).split('\n')[0] ?? 'missing'
const grid = (page: Page) =>
  page.getByRole('table', { name: /^Net benefit by years until the children inherit/ })

/** Focuses a field and replaces its text by typing, as a keyboard user would. */
async function type(field: Locator, text: string) {
  await field.focus()
  await field.press('ControlOrMeta+a')
  await field.press('Backspace')
  await field.pressSequentially(text)
}

/** Focuses a checkbox or radio button and ticks it with the space bar (unless it already is). */
async function tick(control: Locator) {
  await control.focus()
  if (!(await control.isChecked())) await control.press('Space')
  await expect(control).toBeChecked()
}

/** Chooses an option of a drop-down list with the arrow keys. */
async function choose(select: Locator, label: string) {
  await select.focus()
  const labels = await select.locator('option').allInnerTexts()
  const current = await select.evaluate((element: HTMLSelectElement) => element.selectedIndex)
  const target = labels.indexOf(label)
  expect(target).toBeGreaterThanOrEqual(0)
  const key = target > current ? 'ArrowDown' : 'ArrowUp'
  for (let step = 0; step < Math.abs(target - current); step += 1) await select.press(key)
  await expect(select.locator('option:checked')).toHaveText(label)
}

/** roth-model.md §24 example H, entered on the page and in the dialog by keyboard. */
async function enterExampleH(page: Page) {
  await type(page.getByLabel('Pre-tax accounts (IRA, 401(k))'), '1,800,000')
  await type(page.getByLabel('Roth accounts'), '120,000')
  await choose(page.getByLabel('Number of children'), '3')
  await page.getByRole('button', { name: 'Personalize for your family' }).press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Personalize for your family' })
  await type(dialog.getByLabel('Years until the children inherit'), '24')
  await type(dialog.getByLabel('Spread the conversion over (years)'), '9')
  await tick(dialog.getByLabel('2026 tax brackets for your family'))
  await expect(dialog.getByLabel('Inflation (% a year)')).toHaveValue('2.5')

  const parent = dialog.getByRole('group', { name: 'The parent' })
  await choose(parent.getByLabel('Filing status'), 'Married filing jointly')
  await type(parent.getByLabel('Other income a year'), '95,000')
  await type(parent.getByLabel('Parent’s age'), '66')
  await expect(
    parent.getByLabel('Include your own required minimum distributions (RMDs)'),
  ).toBeChecked()
  await tick(parent.getByLabel('Include Medicare premiums (IRMAA)'))

  const spouse = dialog.getByRole('group', { name: 'The spouse' })
  await tick(spouse.getByLabel('The parent is married'))
  await expect(
    dialog.getByLabel('Years until the children inherit (the second death)'),
  ).toHaveValue('24')
  await type(spouse.getByLabel('Spouse’s age'), '64')
  await type(spouse.getByLabel('Years until the first death'), '14')
  const survivorIncome = spouse.getByLabel('Survivor’s other income a year')
  await expect(survivorIncome).toHaveValue('95,000')
  await type(survivorIncome, '70,000')

  const child = (number: number) => dialog.getByRole('group', { name: `Child ${number}` })
  await type(child(1).getByLabel('Other income a year'), '0')
  await type(child(1).getByLabel('Age'), '16')
  await type(child(2).getByLabel('Other income a year'), '15,000')
  await type(child(2).getByLabel('Age'), '40')
  await choose(child(2).getByLabel('This child is'), 'a child with a disability')
  await choose(
    child(2).getByLabel('This child inherits'),
    'Through a trust that keeps the payments',
  )
  await tick(child(2).getByLabel('This child receives SSI or Medicaid'))
  await choose(child(3).getByLabel('Filing status'), 'Married filing jointly')
  await type(child(3).getByLabel('Other income a year'), '600,000')
  await type(child(3).getByLabel('Age'), '38')
  return dialog
}

test.describe('Roth tool, part III: a couple’s own plan (example H)', () => {
  test('entered by keyboard: 2026 dollars by default, 2073 dollars on the switch, the grid’s case equals the card, the benefits note', async ({
    page,
    expectAccessible,
  }) => {
    await gotoHydrated(page, path)
    const dialog = await enterExampleH(page)
    await expect(
      dialog
        .getByRole('group', { name: 'Child 2' })
        .getByText(/^A child who receives SSI or Medicaid can lose them by inheriting directly/),
    ).toBeVisible()
    await expect(dialog.getByRole('group', { name: 'Child 1' })).not.toContainText(/Error/)
    await expectAccessible()
    await dialog.getByRole('button', { name: 'Use these details' }).press('Enter')
    await expect(dialog).toBeHidden()

    // roth-model.md §24: moderate, net 1,186,096.94 nominal = 371,619.51 in 2026 dollars.
    const moderate = card(page, 'Moderate')
    await expect(moderate).toContainText('Net benefit in 2026 dollars')
    await expect(moderate).toContainText('+$371,620')
    await expect(moderate).toContainText('+6.32%')
    await expect(moderate).toContainText('Tax on the conversions (9 years)')
    await expect(moderate).toContainText(
      'Without converting (the tax money stays invested, so this differs by scenario)',
    )
    await expect(moderate).toContainText(
      'Converts 25% of the pre-tax accounts in 9 equal yearly parts',
    )
    await expect(moderate).not.toContainText('Tax paid now')
    await expect(
      page.getByText(
        'All amounts are in 2026 dollars (today’s money), assuming prices rise 2.5 % a year. Switch to 2073 dollars to see the amounts as they would be paid.',
      ),
    ).toBeVisible()

    const yours = grid(page).getByRole('cell', { name: /Your case/ })
    await expect(yours).toHaveCount(1)
    await expect(yours).toContainText(await netBenefit(page, 'Moderate'))
    await expect(yours).toContainText('+$371,620')

    const calculated = page.getByRole('region', { name: 'How this is calculated' })
    await expect(calculated).toContainText('in 9 equal yearly parts')
    await expect(calculated).toContainText(
      'We assume each death happens at the end of the year, after that year’s required distribution.',
    )
    await expect(calculated.getByRole('listitem').first()).not.toContainText('in one step')

    const nominal = page.getByRole('button', { name: '2073 dollars' })
    await nominal.focus()
    await nominal.press('Enter')
    await expect(nominal).toHaveAttribute('aria-pressed', 'true')
    await expect(moderate).toContainText('Net benefit in 2073 dollars')
    await expect(moderate).toContainText('+$1,186,097')
    await expect(yours).toContainText('+$1,186,097')
    await expect(page).toHaveURL(/dollars=nominal/)
    await expect(page).toHaveURL(/spouse\.age=64/)
    await expect(page).toHaveURL(/children\.1\.meansTestedBenefits=true/)
    await expect(page).toHaveURL(/inflationPercent=2\.5/)
    await expectAccessible()

    const today = page.getByRole('button', { name: '2026 dollars' })
    await today.focus()
    await today.press('Enter')
    await expect(moderate).toContainText('+$371,620')
    await expect(page).not.toHaveURL(/dollars=nominal/)
  })

  test.describe('without JavaScript', () => {
    test('the shared link shows the same figures, rendered on the server', async ({
      browser,
      page,
    }) => {
      await gotoHydrated(page, path)
      const dialog = await enterExampleH(page)
      await dialog.getByRole('button', { name: 'Use these details' }).press('Enter')
      await expect(dialog).toBeHidden()
      await expect(card(page, 'Moderate')).toContainText('+$371,620')
      const shared = page.url()

      const context = await browser.newContext({ javaScriptEnabled: false })
      const noScript = await context.newPage()
      await noScript.goto(shared)
      const moderate = card(noScript, 'Moderate')
      await expect(moderate).toContainText('Net benefit in 2026 dollars')
      await expect(moderate).toContainText('+$371,620')
      await expect(grid(noScript).getByRole('cell', { name: /Your case/ })).toContainText(
        '+$371,620',
      )
      // The switch submits the inputs, so it works without JavaScript too.
      await noScript.getByRole('button', { name: '2073 dollars' }).click()
      await expect(noScript).toHaveURL(/dollars=nominal/)
      await expect(card(noScript, 'Moderate')).toContainText('+$1,186,097')
      await context.close()
    })
  })
})
