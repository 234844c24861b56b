import { readFile } from 'node:fs/promises'

import type { Locator, Page } from '@playwright/test'

import { expect, gotoHydrated, test } from '../support/fixtures'
import { attachmentOf, outboxMessages } from '../support/outbox'
import { readPdfPages } from '../support/pdf-pages'
import { seededFirm } from '../support/seeded-firm'

/** Seed §9, the quiz report's layout: the footer 65 pt from the page's foot, a break 80 pt from it. */
const footerHeightPoints = 65
const bottomReservePoints = 80

const diyPath = '/quizzes/estate-planning/diy-check'
const gunTrustPath = '/quizzes/gun-trust'

const quiz = (page: Page) => page.getByRole('region', { name: 'The quiz' })
const progress = (page: Page) => quiz(page).getByText(/^Question \d+ of \d+$/)
const screenHeading = (page: Page) => quiz(page).getByRole('heading', { level: 2 })

/** Presses Tab until `target` has focus (at most 20 times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 20; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the control')
}

/** Ticks `answer` (a radio button or checkbox, by its label) and presses Next. */
async function answer(page: Page, label: string | RegExp) {
  await quiz(page)
    .getByLabel(label, { exact: typeof label === 'string' })
    .check()
  await quiz(page)
    .getByRole('button', { name: /^(Next|See my result)$/ })
    .click()
}

test.describe('quizzes', () => {
  test('the estate plan quiz by keyboard: one question a screen, focus on each, the result and why', async ({
    page,
    expectAccessible,
    expectNoHorizontalScroll,
  }) => {
    await gotoHydrated(page, diyPath)
    await expect(page).toHaveTitle(/^Is doing your own estate plan right for you\?/)
    await expect(screenHeading(page)).toHaveText('Before you start')
    await expect(quiz(page)).toContainText('not legal advice')
    await expect(quiz(page)).toContainText('does not make us your lawyers')
    await expectAccessible()

    await tabTo(page, quiz(page).getByRole('button', { name: 'Start the quiz' }))
    await page.keyboard.press('Enter')
    await expect(progress(page)).toHaveText('Question 1 of 10')
    await expect(screenHeading(page)).toBeFocused()
    await expect(quiz(page).getByRole('button', { name: 'Next' })).toBeDisabled()
    await expectAccessible()
    await expectNoHorizontalScroll()

    // The first answer of each question, ticked with Space; then Next with Enter.
    for (let number = 1; number <= 10; number += 1) {
      await expect(progress(page)).toHaveText(`Question ${number} of 10`)
      await expect(screenHeading(page)).toBeFocused()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Space')
      const next = quiz(page).getByRole('button', {
        name: number === 10 ? 'See my result' : 'Next',
      })
      await expect(next).toBeEnabled()
      await tabTo(page, next)
      await page.keyboard.press('Enter')
    }

    // 0 + 4 (a blended family) + 0 … + 2 (privacy) + 4 (protection) = 10: guided help (9–18).
    await expect(screenHeading(page)).toHaveText('Guided help is worth it')
    await expect(screenHeading(page)).toBeFocused()
    const why = quiz(page).getByRole('region', { name: 'Why this result' })
    // The answers that moved the total most, in the order asked when they weigh the same.
    await expect(why.getByRole('listitem')).toHaveText([
      /^Do you or your spouse have children from an earlier relationship\?You answered: Yes/,
      /^Does anyone you would leave things to struggle with debt.*You answered: Yes/,
      /^Would you like your estate settled without a court case open to the public\?You answered: Yes/,
    ])
    await expect(
      quiz(page).getByRole('link', { name: 'Book an education meeting' }),
    ).toHaveAttribute('href', /^https:\/\//)
    await expectAccessible()
    await expectNoHorizontalScroll()

    await quiz(page).getByRole('button', { name: 'Change my last answer' }).click()
    await expect(progress(page)).toHaveText('Question 10 of 10')
    await expect(quiz(page).getByLabel('Yes', { exact: true })).toBeChecked()
  })

  test('the gun trust quiz branches, Back returns along the way taken, and a reload keeps the place', async ({
    page,
  }) => {
    await gotoHydrated(page, gunTrustPath)
    await quiz(page).getByRole('button', { name: 'Start the quiz' }).click()
    await expect(progress(page)).toHaveText('Question 1 of 6')
    await answer(page, 'No')
    // No registered items: the three questions about them are skipped.
    await expect(screenHeading(page)).toHaveText('Who should receive your firearms after you?')
    await expect(progress(page)).toHaveText('Question 2 of 4')

    await quiz(page).getByRole('button', { name: 'Back' }).click()
    await expect(progress(page)).toHaveText('Question 1 of 6')
    await expect(quiz(page).getByLabel('No', { exact: true })).toBeChecked()
    await answer(page, 'Yes')
    await expect(screenHeading(page)).toHaveText(/Should someone besides you be able to keep/)
    await expect(progress(page)).toHaveText('Question 2 of 6')
    await answer(page, 'Yes')

    await page.reload()
    await expect(progress(page)).toHaveText('Question 3 of 6')
    await quiz(page).getByRole('button', { name: 'Back' }).click()
    await expect(quiz(page).getByLabel('Yes', { exact: true })).toBeChecked()
    await quiz(page).getByRole('button', { name: 'Next' }).click()

    await answer(page, 'No')
    await answer(page, 'Someone who lives in another state')
    await answer(page, '1')
    await answer(page, 'No')
    // 3 + 4 + 0 + 3 + 3 + 2 = 15, and sharing the items sets a floor of 9 anyway.
    await expect(screenHeading(page)).toHaveText('A gun trust fits your situation')
    await expect(
      quiz(page).getByRole('link', { name: 'See the gun trust package' }),
    ).toHaveAttribute('href', '/services/estate-planning/gun-trusts')
  })

  test(
    'the report: a PDF with the result, the name, every answer, resources and the footer in its place',
    { tag: '@any-width' },
    async ({ page }) => {
      await gotoHydrated(page, gunTrustPath)
      await quiz(page).getByRole('button', { name: 'Start the quiz' }).click()
      for (const label of ['Yes', 'Yes', 'No', 'I have not decided', '2', 'Yes']) {
        await answer(page, label)
      }
      await expect(screenHeading(page)).toHaveText('A gun trust fits your situation')
      await quiz(page).getByLabel('Your name for the report (optional)').fill('Zoë Ørsted')
      const downloading = page.waitForEvent('download')
      await quiz(page).getByRole('button', { name: 'Download the report (PDF)' }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toMatch(/^gun-trust-quiz-report-\d{4}-\d{2}-\d{2}\.pdf$/)

      const pages = await readPdfPages(await readFile(await download.path()))
      const text = pages.map((each) => each.text).join(' ')
      expect(pages[0]?.text).toContain('Do you need a gun trust?')
      expect(pages[0]?.text).toContain('A gun trust fits your situation')
      expect(pages[0]?.text).toContain('Prepared for Zoë Ørsted')
      expect(pages[0]?.text).toContain(seededFirm.phoneDisplay)
      expect(text).toContain('Your answer: I have not decided')
      expect(text).toContain('1: not at all. 5: completely. Your answer: 2 on a scale of 1 to 5')
      expect(pages[0]?.text).toContain('Your answers')
      expect(text).toContain('Why it matters: Since January 1, 2026')
      // The post an answer recommends, with its full address (the earlier site printed /blog/undefined).
      expect(text).toMatch(/https?:\/\/[^ ]+\/blog\/gun-trusts-2026-zero-tax-stamp/)
      expect(text).not.toContain('undefined')
      expect(text).toContain('not legal advice')
      for (const [index, each] of pages.entries()) {
        const footer = each.runs.filter((run) => run.y < footerHeightPoints)
        expect(footer.map((run) => run.text).join(' ')).toContain(
          `Page ${index + 1} of ${pages.length}`,
        )
        const body = each.runs.filter((run) => run.y >= footerHeightPoints && run.text.trim())
        expect(Math.min(...body.map((run) => run.y))).toBeGreaterThanOrEqual(bottomReservePoints)
      }
    },
  )

  test('the report by e-mail: mistakes shown and kept, then the PDF sent and the office told', async ({
    page,
    expectAccessible,
  }) => {
    const address = `quiz-${Date.now()}-${test.info().project.name}@example.com`
    await gotoHydrated(page, gunTrustPath)
    await quiz(page).getByRole('button', { name: 'Start the quiz' }).click()
    for (const label of ['No', 'I have not decided', '1', 'No']) await answer(page, label)
    // 0 + 2 + 3 + 2 = 7: worth talking through (4–8).
    await expect(screenHeading(page)).toHaveText('Worth talking through')

    const emailForm = quiz(page).getByRole('button', { name: 'E-mail the report' })
    await quiz(page).getByLabel('Your e-mail address').fill('ada@')
    await quiz(page).getByLabel('Your name (optional)').fill('Ada Lovelace')
    await emailForm.click()
    const summary = quiz(page).getByRole('group', { name: 'Please correct the following' })
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link')).toHaveText([
      'Enter an e-mail address like name@example.com.',
      'Tick the box to have the report e-mailed to you.',
    ])
    await expect(quiz(page).getByLabel('Your name (optional)')).toHaveValue('Ada Lovelace')
    await expect(screenHeading(page)).toHaveText('Worth talking through')
    await expectAccessible()

    await quiz(page).getByLabel('Your e-mail address').fill(address)
    await quiz(page)
      .getByRole('checkbox', { name: /E-mail me the report/ })
      .check()
    await emailForm.click()
    await expect(quiz(page).getByRole('status')).toContainText(
      `The report is on its way to ${address}`,
    )

    let sent: string | undefined
    await expect
      .poll(
        () =>
          (sent = outboxMessages().find((message) =>
            message.split(/\r?\n/).includes(`To: ${address}`),
          )),
      )
      .toBeTruthy()
    expect(sent).toContain('Subject: Your report: Do you need a gun trust?')
    // The address may be a stranger's, so the mail carries nothing else typed: not the name.
    expect(sent).not.toContain('Ada Lovelace')
    const pdf = attachmentOf(sent ?? '', 'application/pdf')
    expect(pdf).not.toBeNull()
    const pages = await readPdfPages(pdf ?? Buffer.alloc(0))
    expect(pages[0]?.text).toContain('Worth talking through')
    expect(pages[0]?.text).toContain('Prepared on ')
    expect(pages[0]?.text).not.toContain('Ada Lovelace')
    await expect
      .poll(() =>
        outboxMessages().some(
          (message) =>
            message.includes('Subject: Quiz report sent: Do you need a gun trust? (Worth') &&
            message.includes(`E-mail: ${address}`),
        ),
      )
      .toBe(true)
  })

  test('lists every quiz at /quizzes, and the sitemap has them', async ({ page, request }) => {
    await page.goto('/quizzes')
    await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible()
    await page.getByRole('link', { name: 'Do you need a gun trust?' }).click()
    await expect(page).toHaveURL(gunTrustPath)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(diyPath)
    expect(sitemap).toContain(gunTrustPath)
  })

  test('the home page, the matching service pages and the footer lead to the quizzes', async ({
    page,
  }) => {
    await page.goto('/')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Do you need a gun trust?' })).toHaveAttribute(
      'href',
      gunTrustPath,
    )
    await main.getByRole('link', { name: 'Is a DIY estate plan right for you?' }).click()
    await expect(page).toHaveURL(diyPath)
    await page.goto('/services/estate-planning')
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Take the estate plan quiz' }),
    ).toHaveAttribute('href', diyPath)
    await page.goto('/services/estate-planning/gun-trusts')
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Take the gun trust quiz' }),
    ).toHaveAttribute('href', gunTrustPath)
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Quizzes' }),
    ).toHaveAttribute('href', '/quizzes')
  })

  test('an address under /quizzes that is no quiz is the 404 page', async ({ page }) => {
    const response = await page.goto('/quizzes/estate-planning/no-such-quiz')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  })
})

test.describe('quizzes without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('work one question a request, say what is missing, and end in the result and its report', async ({
    page,
  }) => {
    await page.goto(gunTrustPath)
    await quiz(page).getByRole('button', { name: 'Start the quiz' }).click()
    await expect(progress(page)).toHaveText('Question 1 of 6')
    await quiz(page).getByRole('button', { name: 'Next' }).click()
    await expect(quiz(page)).toContainText('Choose an answer to go on.')
    await answer(page, 'No')
    await expect(progress(page)).toHaveText('Question 2 of 4')
    await quiz(page).getByRole('button', { name: 'Back' }).click()
    await expect(quiz(page).getByLabel('No', { exact: true })).toBeChecked()
    await answer(page, 'No')
    await answer(page, 'Family members in Colorado')
    await answer(page, '5')
    await answer(page, 'Yes')
    await expect(screenHeading(page)).toHaveText('A gun trust may add little for now')

    const downloading = page.waitForEvent('download')
    await quiz(page).getByRole('button', { name: 'Download the report (PDF)' }).click()
    const pages = await readPdfPages(await readFile(await (await downloading).path()))
    expect(pages[0]?.text).toContain('A gun trust may add little for now')

    await quiz(page).getByLabel('Your e-mail address').fill('no-js@example.com')
    await quiz(page).getByRole('button', { name: 'E-mail the report' }).click()
    await expect(quiz(page)).toContainText('Tick the box to have the report e-mailed to you.')
    await expect(quiz(page).getByLabel('Your e-mail address')).toHaveValue('no-js@example.com')
    await quiz(page)
      .getByRole('checkbox', { name: /E-mail me the report/ })
      .check()
    await quiz(page).getByRole('button', { name: 'E-mail the report' }).click()
    await expect(quiz(page).getByRole('status')).toContainText('on its way to no-js@example.com')
    await expect(screenHeading(page)).toHaveText('A gun trust may add little for now')
  })
})
