import { expect, test } from '../../support/fixtures'
import { richText } from '../../support/lexical'
import { signInThroughAdmin, signInThroughApi } from '../../support/staff'

test('a page with rich text and questions and answers, as the attorney builds it', async ({
  request,
  page,
  expectAccessible,
}) => {
  const token = await signInThroughApi(request)
  const headers = { Authorization: `JWT ${token}` }
  const path = `/questions-${Date.now()}`
  const created = await request.post('/api/pages', {
    headers,
    data: {
      title: 'Questions About Wills',
      path,
      description: 'Plain answers to the questions people ask most about wills in Colorado.',
      _status: 'published',
      layout: [
        {
          blockType: 'richText',
          heading: 'Before you start',
          content: richText('Bring a list of what you own.'),
        },
        {
          blockType: 'faq',
          heading: 'Common questions',
          items: [
            {
              question: 'Do I need a will?',
              answer: 'Most adults do.\n\nA will names who cares for your children.',
            },
            { question: 'What does it cost?', answer: 'A fixed fee, agreed before we begin.' },
          ],
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions About Wills')
    await expect(page.getByRole('heading', { level: 2, name: 'Before you start' })).toBeVisible()
    await expect(page.getByText('Bring a list of what you own.')).toBeVisible()

    // The answer is in the server's HTML while closed (<details>), so find-in-page and readers
    // without JavaScript reach it; the summary opens it by keyboard.
    const html = await (await page.request.get(path)).text()
    expect(html).toMatch(/<p[^>]*>A will names who cares for your children\.<\/p>/)
    const question = page.locator('summary', { hasText: 'Do I need a will?' })
    const answer = page.getByText('A will names who cares for your children.')
    await expect(answer).toBeHidden()
    await question.focus()
    await page.keyboard.press('Enter')
    await expect(answer).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(answer).toBeHidden()
    await page.keyboard.press('Space')
    await expect(answer).toBeVisible()
    await expectAccessible()

    const faqPage = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((script) => JSON.parse(script.textContent ?? '{}'))
          .find((data) => data['@type'] === 'FAQPage'),
      )
    expect(faqPage.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Do I need a will?',
        acceptedAnswer: {
          '@type': 'Answer',
          text: 'Most adults do.\n\nA will names who cares for your children.',
        },
      },
      {
        '@type': 'Question',
        name: 'What does it cost?',
        acceptedAnswer: { '@type': 'Answer', text: 'A fixed fee, agreed before we begin.' },
      },
    ])

    // The attorney edits the same text in the admin's rich text editor.
    await signInThroughAdmin(page, request)
    await page.goto(`/admin/collections/pages/${doc.id}`)
    await expect(
      page.locator('[contenteditable="true"]').getByText('Bring a list of what you own.'),
    ).toBeVisible()
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers })
  }
})
