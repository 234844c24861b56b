import type { APIRequestContext, Page } from '@playwright/test'

import { signInOnLoginForm } from './admin-forms'
import { expect } from './fixtures'
import { firstRegistration, staff } from './staff-account'

/**
 * The e2e database starts with no staff account; the first is registered as on a new install.
 * Later calls find it registered already (403, or 400 when two tests register at once) and go
 * on; signing in is what proves the account works.
 */
export async function ensureStaffAccount(request: APIRequestContext) {
  const response = await request.post('/api/users/first-register', { data: firstRegistration })
  expect([200, 201, 400, 403]).toContain(response.status())
}

/** A staff JWT from the REST login, for API calls in tests. */
export async function signInThroughApi(request: APIRequestContext): Promise<string> {
  await ensureStaffAccount(request)
  const response = await request.post('/api/users/login', {
    data: { email: staff.email, password: staff.password },
  })
  expect(response.status()).toBe(200)
  return (await response.json()).token
}

/** Signs in through the admin's login form, as the attorney does. */
export async function signInThroughAdmin(page: Page, request: APIRequestContext) {
  await ensureStaffAccount(request)
  await signInOnLoginForm(page)
}

/**
 * Creates `colleague`'s staff account through the API, signs it in on the admin's login form, runs
 * `use`, then deletes the account: a test that changes how an account signs in leaves the shared
 * staff account as it was.
 */
export async function asNewColleague(
  page: Page,
  request: APIRequestContext,
  colleague: { email: string; password: string; name: string },
  use: () => Promise<void>,
) {
  const headers = { Authorization: `JWT ${await signInThroughApi(request)}` }
  const created = await request.post('/api/users', { headers, data: colleague })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    await signInOnLoginForm(page, colleague)
    await use()
  } finally {
    // The colleague's own page may still hold the account open (Payload's document lock).
    const deleted = await request.delete(`/api/users/${doc.id}?overrideLock=true`, { headers })
    expect(deleted.status()).toBe(200)
  }
}
