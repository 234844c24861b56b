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
