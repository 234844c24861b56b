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

/** A JSON request to the REST API of the server at `origin` as staff; its answer, parsed. */
export async function staffRequest<T = Record<string, unknown>>(
  origin: string,
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}`, ...init.headers },
  })
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${path} on ${origin} answered ${response.status}`)
  }
  return (await response.json()) as T
}

/** The page at `path` (its id and title) as stored on the server at `origin`. */
export async function pageAt(origin: string, token: string, path: string) {
  const { docs } = await staffRequest<{ docs: { id: number; title: string }[] }>(
    origin,
    token,
    `/api/pages?where[path][equals]=${encodeURIComponent(path)}&depth=0&limit=1`,
  )
  const page = docs[0]
  if (!page) throw new Error(`No page at ${path} on ${origin}`)
  return page
}

type InquiryRow = { id: number; message: string; firmNotifiedAt?: string | null }
type JobRow = { taskSlug: string; input: { inquiryId: number }; completedAt?: string | null }

/** The stored inquiries whose message contains `marker`, and the e-mail jobs queued for them. */
export async function inquiriesMarked(origin: string, token: string, marker: string) {
  const query = `where[message][contains]=${encodeURIComponent(marker)}&limit=0&depth=0`
  const { docs: inquiries } = await staffRequest<{ docs: InquiryRow[] }>(
    origin,
    token,
    `/api/inquiries?${query}`,
  )
  const ids = new Set(inquiries.map((inquiry) => inquiry.id))
  const { docs: jobs } = await staffRequest<{ docs: JobRow[] }>(
    origin,
    token,
    '/api/payload-jobs?where[taskSlug][equals]=notifyFirmOfInquiry&limit=0&depth=0',
  )
  return {
    inquiries,
    jobs: jobs.filter((job) => ids.has(job.input.inquiryId)),
  }
}

type QuizSubmissionRow = {
  id: number
  email: string
  reportSentAt?: string | null
  firmNotifiedAt?: string | null
}
type QuizJobRow = { input: { submissionId: number } }

/** The stored quiz submissions whose address contains `marker`, and their queued e-mail jobs. */
export async function quizSubmissionsMarked(origin: string, token: string, marker: string) {
  const query = `where[email][contains]=${encodeURIComponent(marker)}&limit=0&depth=0`
  const { docs: submissions } = await staffRequest<{ docs: QuizSubmissionRow[] }>(
    origin,
    token,
    `/api/quiz-submissions?${query}`,
  )
  const ids = new Set(submissions.map((submission) => submission.id))
  const { docs: jobs } = await staffRequest<{ docs: QuizJobRow[] }>(
    origin,
    token,
    '/api/payload-jobs?where[taskSlug][equals]=emailQuizReport&limit=0&depth=0',
  )
  return { submissions, jobs: jobs.filter((job) => ids.has(job.input.submissionId)) }
}
