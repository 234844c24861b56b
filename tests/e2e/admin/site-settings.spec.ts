import { saveUntilAnswered, setPhoneNumber } from '../../support/admin-forms'
import { expect, test } from '../../support/fixtures'
import { seededFirm } from '../../support/seeded-firm'
import { signInThroughAdmin } from '../../support/staff'

test.describe.configure({ mode: 'serial' })

test('a bad phone number gets a field error and is not saved', async ({ page, request }) => {
  await signInThroughAdmin(page, request)
  await setPhoneNumber(
    page,
    'call me maybe',
    'Enter a 10-digit US phone number, e.g. (303) 555-0142.',
  )
  await page.goto('/')
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: seededFirm.phoneDisplay }).first(),
  ).toBeVisible()
})

test('a new phone number shows on the public site within seconds, without a rebuild', async ({
  page,
  request,
}) => {
  await signInThroughAdmin(page, request)
  await setPhoneNumber(page, '303-555-0188', /updated successfully/i)
  await expect(async () => {
    await page.goto('/services/bankruptcy')
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: '(303) 555-0188' }).first(),
    ).toHaveAttribute('href', 'tel:+13035550188')
  }).toPass({ timeout: 10_000 })
  await setPhoneNumber(page, seededFirm.phoneDisplay, /updated successfully/i)
})

test('the privacy policy states the retention periods of Site settings → Privacy', async ({
  page,
  request,
}) => {
  const stated = (months: number) =>
    `Messages from people who do not become clients are deleted ${months} months after they arrive.`
  await page.goto('/policies/privacy')
  const section = page.getByRole('region', { name: 'How long we keep it' })
  await expect(section.getByText(stated(12))).toBeVisible()
  await expect(section.getByText('deleted after 24 months')).toBeVisible()

  await signInThroughAdmin(page, request)
  const setInquiryMonths = async (value: string, outcome: string | RegExp) => {
    await page.goto('/admin/globals/site-settings')
    const field = page.getByLabel('Delete contact messages after (months)')
    await saveUntilAnswered(
      page,
      async () => {
        await page.getByRole('button', { name: 'Privacy', exact: true }).click()
        await field.fill('')
        await field.fill(value)
      },
      page.getByText(outcome).first(),
    )
  }
  await setInquiryMonths('0', 'Enter a whole number of months from 1 to 120.')
  await setInquiryMonths('18', /updated successfully/i)
  await expect(async () => {
    await page.goto('/policies/privacy')
    await expect(page.getByText(stated(18))).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 10_000 })
  await setInquiryMonths('12', /updated successfully/i)
  // Leaves the settings opening on their first tab again, as the other tests found them.
  await page.getByRole('button', { name: 'Contact', exact: true }).click()
})
