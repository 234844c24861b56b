import { e2eEnv } from '../../support/e2e-env'
import { expect, test } from '../../support/fixtures'
import { richText } from '../../support/lexical'
import { queueScheduledPublish } from '../../support/scheduled-publish'
import { signInThroughApi } from '../../support/staff'

test('a page scheduled to publish appears on the public site within a minute of its time', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const headers = { Authorization: `JWT ${await signInThroughApi(request)}` }
  const path = `/scheduled-${Date.now()}`
  const created = await request.post('/api/pages', {
    headers,
    data: {
      title: 'Holiday Office Hours',
      path,
      description: 'When the office is open over the holidays, and how to reach us when it is not.',
      _status: 'draft',
      layout: [
        {
          blockType: 'richText',
          heading: 'Closed December 24 to 26',
          content: richText('Call or text us; we answer messages when we are back.'),
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    expect((await request.get(path)).status()).toBe(404)
    const publishAt = new Date(Date.now() + 30_000)
    queueScheduledPublish({
      collection: 'pages',
      id: doc.id,
      at: publishAt,
      env: { ...e2eEnv, LOG_LEVEL: 'warn' },
    })

    await expect
      .poll(async () => (await request.get(path)).status(), {
        timeout: 90_000,
        intervals: [2_000],
      })
      .toBe(200)
    const publishedAfterMs = Date.now() - publishAt.getTime()
    expect(publishedAfterMs).toBeLessThan(60_000)
    await page.goto(path)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Holiday Office Hours' }),
    ).toBeVisible()
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers })
  }
})
