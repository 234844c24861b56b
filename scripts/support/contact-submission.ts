/**
 * Sends the contact form as a browser without JavaScript does: the page's hidden Server Action
 * fields plus the visitor's answers, posted as multipart form data. The answer is read from the
 * page that comes back.
 */
import type { Dispatcher } from 'undici'

export type SubmissionOutcome = 'sent' | 'limited' | 'invalid' | 'failed' | 'error'

const entities: Record<string, string> = {
  '&quot;': '"',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&#x27;': "'",
}

/** `text` from HTML with the entities React writes into attribute values decoded. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&quot;|&amp;|&lt;|&gt;|&#x27;/g, (entity) => entities[entity] ?? entity)
}

/**
 * What a form post came to, read from the page that came back: the first of `phrases` (each
 * outcome's words on the page) that the page holds, 'invalid' for none, 'error' for a failure.
 */
export async function postedOutcome(
  posting: Promise<Response>,
  phrases: Partial<Record<'sent' | 'limited' | 'failed', string>>,
): Promise<SubmissionOutcome> {
  try {
    const response = await posting
    const html = await response.text()
    if (!response.ok) return 'error'
    const found = (['sent', 'limited', 'failed'] as const).find((outcome) => {
      const phrase = phrases[outcome]
      return phrase !== undefined && html.includes(phrase)
    })
    return found ?? 'invalid'
  } catch {
    return 'error'
  }
}

/**
 * The hidden fields React renders into the contact form for its Server Action, on the contact
 * page or on the page at `path` (any page with a contact form block).
 */
export async function contactFormHiddenFields(
  origin: string,
  path = '/contact',
): Promise<[string, string][]> {
  const html = await (await fetch(`${origin}${path}`)).text()
  const form = /<form[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? ''
  const fields = [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)]
  if (fields.length === 0) throw new Error(`No contact form found at ${origin}${path}`)
  return fields.map(([, name = '', value = '']) => [name, decodeHtmlEntities(value)])
}

export type ContactAnswers = {
  name: string
  email: string
  message: string
  topic?: string
  replyBy?: string
  phone?: string
  /** The honeypot: people never fill it. */
  website?: string
}

/**
 * Posts one submission (to the contact page, or to the page at `path` whose form it fills in);
 * `forwardedFor` stands in for the client's address behind a proxy (a
 * server with TRUSTED_PROXY_HOPS=1); `dispatcher` sends it through an undici agent of the
 * caller's (e.g. from another loopback address, a client of its own to a load balancer).
 */
export async function submitContactForm(
  origin: string,
  hiddenFields: [string, string][],
  answers: ContactAnswers,
  {
    forwardedFor,
    userAgent,
    timeoutMs = 30_000,
    dispatcher,
    path = '/contact',
  }: {
    path?: string
    forwardedFor?: string
    userAgent?: string
    timeoutMs?: number
    dispatcher?: Dispatcher
  } = {},
): Promise<SubmissionOutcome> {
  const body = new FormData()
  for (const [name, value] of hiddenFields) body.append(name, value)
  for (const [name, value] of Object.entries({
    topic: 'estatePlanning',
    replyBy: 'email',
    phone: '',
    acknowledged: 'on',
    website: '',
    ...answers,
  })) {
    body.append(name, value)
  }
  return postedOutcome(
    fetch(`${origin}${path}`, {
      method: 'POST',
      body,
      // A browser names the page's origin; Next checks it against the host (CSRF protection).
      headers: {
        Origin: origin,
        ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
        ...(userAgent ? { 'User-Agent': userAgent } : {}),
      },
      signal: AbortSignal.timeout(timeoutMs),
      ...(dispatcher ? { dispatcher } : {}),
    }),
    {
      sent: 'Thank you, ',
      limited: 'You have sent several messages',
      failed: 'We could not save your message',
    },
  )
}
