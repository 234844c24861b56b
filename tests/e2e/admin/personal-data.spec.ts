import { readFile } from 'node:fs/promises'

import type { APIRequestContext, Download, Page } from '@playwright/test'

import { expectAccessibleWithin } from '../../support/admin-axe'
import { letterTag, sendContactMessage } from '../../support/contact-message'
import { expect, gotoHydrated, test } from '../../support/fixtures'
import { outboxMessages } from '../../support/outbox'
import { readPdfPages } from '../../support/pdf-pages'
import { signInThroughAdmin, signInThroughApi } from '../../support/staff'

async function emailGunTrustReport(page: Page, email: string) {
  const quiz = page.getByRole('region', { name: 'The quiz' })
  await gotoHydrated(page, '/quizzes/gun-trust')
  await quiz.getByRole('button', { name: 'Start the quiz' }).click()
  for (const label of ['No', 'I have not decided', '1', 'No']) {
    await quiz.getByLabel(label, { exact: true }).check()
    await quiz.getByRole('button', { name: /^(Next|See my result)$/ }).click()
  }
  await quiz.getByLabel('Your e-mail address').fill(email)
  await quiz.getByRole('checkbox', { name: /E-mail me the report/ }).check()
  await quiz.getByRole('button', { name: 'E-mail the report' }).click()
  await expect(quiz.getByRole('status')).toContainText('The report is on its way')
}

/** The outbox's e-mails to or about `address` itself (not one that only ends with it). */
const mailsCarrying = (address: string) =>
  outboxMessages().filter((message) =>
    message.toLowerCase().match(new RegExp(`[\\s<]${address.replaceAll('.', '\\.')}`)),
  )

const bytesOf = async (download: Download) => readFile(await download.path())

async function inquiriesWith(request: APIRequestContext, token: string, email: string) {
  const response = await request.get(
    `/api/inquiries?depth=0&where[email][equals]=${encodeURIComponent(email)}`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  return (await response.json()).docs as { message: string }[]
}

test('staff find a person’s data by address, export it as JSON and PDF, and delete it after confirming', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const tag = letterTag()
  const address = `ann.${tag}@example.com`
  const someoneElse = `joann.${tag}@example.com`
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': `198.19.28.${Math.ceil(Math.random() * 200)}`,
  })
  await sendContactMessage(page, {
    name: `Ann Check ${letterTag()}`,
    email: `Ann.${tag}@Example.com`,
    message: 'Please tell me what you keep about me.',
  })
  await sendContactMessage(page, {
    name: `Ann Check ${letterTag()}`,
    email: someoneElse,
    message: 'A message from someone else.',
  })
  await emailGunTrustReport(page, address)
  // The queue sends the office's notices and the visitor's report within seconds.
  await expect
    .poll(() => mailsCarrying(address).length, {
      timeout: 30_000,
    })
    .toBe(3)
  await page.setExtraHTTPHeaders({})

  await signInThroughAdmin(page, request)
  // At 1280 px Payload's navigation starts closed unless this account left it open (a saved
  // preference): staff open it if need be, then follow the link.
  const navLink = page.getByRole('link', { name: 'Personal data', exact: true })
  const openMenu = page.getByRole('button', { name: 'Open Menu' })
  await expect(async () => {
    if (await openMenu.isVisible()) await openMenu.click({ timeout: 1_000 })
    await navLink.click({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible()
  await expectAccessibleWithin(page, '#personal-data')

  // A typo is refused with a message; the address in other letters finds the same person.
  await page.getByLabel('E-mail address').fill(`ann.${tag}@`)
  await page.getByLabel('E-mail address').press('Enter')
  await page.getByLabel('E-mail address').fill(address.toUpperCase())
  await page.getByLabel('E-mail address').press('Enter')
  await expect(
    page.getByRole('heading', { name: `What the site keeps for ${address}` }),
  ).toBeVisible()
  const records = page.getByRole('region', { name: 'Inquiries and quiz submissions' })
  await expect(records.getByRole('row')).toHaveCount(3)
  await expect(records).toContainText('Bankruptcy')
  await expect(records).toContainText('Do you need a gun trust?')
  await expect(records.getByRole('link', { name: /^Open inquiry \d+$/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'E-mail jobs' }).getByRole('row')).toHaveCount(3)
  await expect(page.getByRole('region', { name: 'E-mail jobs' })).toContainText('sent')
  await expect(page.getByRole('region', { name: 'Stored e-mails' }).getByRole('row')).toHaveCount(4)
  await expectAccessibleWithin(page, '#personal-data')

  const jsonDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download JSON' }).click()
  const json = await jsonDownload
  expect(json.suggestedFilename()).toMatch(
    /^personal-data-ann-[a-j]+-at-example-com-\d{4}-\d{2}-\d{2}\.json$/,
  )
  const exported = JSON.parse((await bytesOf(json)).toString('utf8'))
  expect(exported.address).toBe(address)
  expect(exported.inquiries.map((each: { message: string }) => each.message)).toEqual([
    'Please tell me what you keep about me.',
  ])
  expect(exported.quizSubmissions).toHaveLength(1)
  expect(exported.emailJobs).toHaveLength(2)
  expect(exported.outboxMessages).toHaveLength(3)

  const pdfDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const pdf = await pdfDownload
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/)
  const text = (await readPdfPages(await bytesOf(pdf))).map((each) => each.text).join(' ')
  expect(text).toContain(`Data held for ${address}`)
  expect(text).toContain('What we keep about you')
  expect(text).toContain('Please tell me what you keep about me.')
  expect(text).toContain('Do you need a gun trust?')

  // Deleting asks first; the confirmation is a checkbox and a button, both by keyboard.
  await page.getByRole('link', { name: 'Delete all of it…' }).click()
  await expect(
    page.getByRole('heading', { name: `Delete everything for ${address}?` }),
  ).toBeVisible()
  await expect(
    page.getByText('This deletes 1 inquiry, 1 quiz submission, 2 e-mail jobs, 3 stored e-mails.'),
  ).toBeVisible()
  await expectAccessibleWithin(page, '#personal-data')
  const confirm = page.getByRole('checkbox', { name: `I confirm: delete all data for ${address}` })
  await confirm.focus()
  await page.keyboard.press('Space')
  await expect(confirm).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Delete permanently' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#personal-data').getByRole('status')).toHaveText(
    'Deleted 1 inquiry, 1 quiz submission, 2 e-mail jobs, 3 stored e-mails. The deletion is recorded under Personal data deletions.',
  )

  await page.getByLabel('E-mail address').fill(address)
  await page.getByLabel('E-mail address').press('Enter')
  await expect(page.getByText('Nothing the site keeps carries this address.')).toBeVisible()
  expect(mailsCarrying(address)).toEqual([])
  expect(mailsCarrying(someoneElse)).toHaveLength(1)

  const token = await signInThroughApi(request)
  expect((await inquiriesWith(request, token, someoneElse)).map((each) => each.message)).toEqual([
    'A message from someone else.',
  ])
  const deletions = await request.get(
    '/api/personal-data-deletions?sort=-createdAt&limit=1&depth=0',
    {
      headers: { Authorization: `JWT ${token}` },
    },
  )
  const [recorded] = (await deletions.json()).docs
  expect(recorded).toMatchObject({
    inquiries: 1,
    quizSubmissions: 1,
    emailJobs: 2,
    outboxMessages: 3,
  })
  expect(recorded.deletedBy).toEqual(expect.any(Number))
  expect(JSON.stringify(recorded)).not.toContain(tag)

  // The record is written by the site alone: not even staff change it through the API.
  const headers = { Authorization: `JWT ${token}` }
  expect(
    (
      await request.post('/api/personal-data-deletions', { headers, data: { inquiries: 0 } })
    ).status(),
  ).toBe(403)
  expect(
    (await request.delete(`/api/personal-data-deletions/${recorded.id}`, { headers })).status(),
  ).toBe(403)
})

test('signed out, the screen sends to sign-in and the export and delete routes give nothing and delete nothing', async ({
  page,
  request,
  browser,
}) => {
  const address = `kept.${letterTag()}@example.com`
  const token = await signInThroughApi(request)
  await sendContactMessage(page, {
    name: `Ann Check ${letterTag()}`,
    email: address,
    message: 'Keep this one.',
  })

  const stranger = await browser.newContext()
  const visitor = await stranger.newPage()
  await visitor.goto(`/admin/personal-data?email=${encodeURIComponent(address)}`)
  await expect(visitor).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fpersonal-data$/)
  await expect(visitor.getByText(address)).toHaveCount(0)
  for (const [path, form] of [
    ['/next/personal-data/export', { email: address, format: 'json' }],
    ['/next/personal-data/export', { email: address, format: 'pdf' }],
    ['/next/personal-data/delete', { email: address, confirm: 'yes' }],
  ] as const) {
    const response = await stranger.request.post(path, { form })
    expect(response.status()).toBe(401)
    expect(await response.text()).not.toContain(address)
  }
  // Nor from another site's page, even with a staff session.
  const crossSite = await request.post('/next/personal-data/delete', {
    headers: { Authorization: `JWT ${token}`, Origin: 'https://evil.example' },
    form: { email: address, confirm: 'yes' },
  })
  expect(crossSite.status()).toBe(403)
  // And a GET never deletes.
  expect(
    (
      await request.get('/next/personal-data/delete', {
        headers: { Authorization: `JWT ${token}` },
      })
    ).status(),
  ).not.toBe(200)
  await stranger.close()

  expect((await inquiriesWith(request, token, address)).map((each) => each.message)).toEqual([
    'Keep this one.',
  ])
})
