import { firstRegistration, staff } from '../../tests/support/staff-account'

/**
 * A staff JWT for the REST API of the server at `origin`, registering the first staff account
 * when the database has none (a no-op, 403, when it exists).
 */
export async function staffToken(origin: string): Promise<string> {
  await fetch(`${origin}/api/users/first-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(firstRegistration),
  })
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  })
  if (!login.ok) throw new Error(`Staff sign-in failed with ${login.status}`)
  return ((await login.json()) as { token: string }).token
}

/** GET `path` of the REST API as staff, parsed as JSON. */
export async function staffGet<T>(origin: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, { headers: { Authorization: `JWT ${token}` } })
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as T
}

type InquiryRow = { id: number; message: string; firmNotifiedAt?: string | null }
type JobRow = { taskSlug: string; input: { inquiryId: number }; completedAt?: string | null }

/** The stored inquiries whose message contains `marker`, and the e-mail jobs queued for them. */
export async function inquiriesMarked(origin: string, token: string, marker: string) {
  const query = `where[message][contains]=${encodeURIComponent(marker)}&limit=0&depth=0`
  const { docs: inquiries } = await staffGet<{ docs: InquiryRow[] }>(
    origin,
    token,
    `/api/inquiries?${query}`,
  )
  const ids = new Set(inquiries.map((inquiry) => inquiry.id))
  const { docs: jobs } = await staffGet<{ docs: JobRow[] }>(
    origin,
    token,
    '/api/payload-jobs?where[taskSlug][equals]=notifyFirmOfInquiry&limit=0&depth=0',
  )
  return {
    inquiries,
    jobs: jobs.filter((job) => ids.has(job.input.inquiryId)),
  }
}
