import { expect, test } from '../../support/fixtures'
import { ensureStaffAccount, signInThroughAdmin } from '../../support/staff'
import { staff } from '../../support/staff-account'

test('the admin wears the firm’s name and monogram, not Payload’s', async ({ page, request }) => {
  await ensureStaffAccount(request)
  await page.goto('/admin/login')
  await expect(page.locator('.login__brand')).toContainText('Juniper Hill Law')
  await expect(page.locator('.login__brand')).toContainText('Staff sign-in')
  await expect(page.locator('.login__brand svg rect')).toHaveAttribute('fill', '#0a2a52')
  await expect(page).toHaveTitle(/· Juniper Hill Law admin$/)
  const icons = page.locator('link[rel="icon"]')
  await expect(icons).toHaveCount(1)
  await expect(icons).toHaveAttribute('href', /^\/icon/)
  expect(await page.content()).not.toMatch(/payload-favicon|payloadcms\.com\/.*logo/i)

  await signInThroughAdmin(page, request)
  await expect(page).toHaveTitle(/· Juniper Hill Law admin$/)
  await expect(page.locator('[data-admin-brand]')).toContainText('Juniper Hill Law')
})

test('the admin’s corner shows the staff member’s initials, asking no third party', async ({
  page,
  request,
}) => {
  const thirdParty: string[] = []
  page.on('request', (sent) => {
    const { hostname } = new URL(sent.url())
    if (hostname !== 'localhost' && hostname !== '127.0.0.1') thirdParty.push(sent.url())
  })
  await signInThroughAdmin(page, request)
  const account = page.getByRole('link', { name: 'Account', exact: true })
  const initials = staff.name
    .split(' ')
    .map((word) => word[0])
    .join('')
  await expect(account).toHaveText(initials)
  await expect(account.locator('[data-staff-avatar="initials"]')).toBeVisible()
  await page.goto('/admin/collections/posts')
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toHaveText(initials)
  expect(thirdParty.filter((url) => /gravatar/.test(url))).toEqual([])
  expect(thirdParty).toEqual([])
})
