/**
 * Sends the contact form as a browser without JavaScript does: the page's hidden Server Action
 * fields plus the visitor's answers, posted as multipart form data. The answer is read from the
 * page that comes back.
 */
export type SubmissionOutcome = 'sent' | 'limited' | 'invalid' | 'failed' | 'error'

const entities: Record<string, string> = {
  '&quot;': '"',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&#x27;': "'",
}

/** The hidden fields React renders into the contact form for its Server Action. */
export async function contactFormHiddenFields(origin: string): Promise<[string, string][]> {
  const html = await (await fetch(`${origin}/contact`)).text()
  const form = /<form[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? ''
  const fields = [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)]
  if (fields.length === 0) throw new Error(`No contact form found at ${origin}/contact`)
  return fields.map(([, name = '', value = '']) => [
    name,
    value.replace(/&quot;|&amp;|&lt;|&gt;|&#x27;/g, (entity) => entities[entity] ?? entity),
  ])
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
 * Posts one submission; `forwardedFor` stands in for the client's address behind a proxy (a
 * server with TRUSTED_PROXY_HOPS=1).
 */
export async function submitContactForm(
  origin: string,
  hiddenFields: [string, string][],
  answers: ContactAnswers,
  {
    forwardedFor,
    userAgent,
    timeoutMs = 30_000,
  }: { forwardedFor?: string; userAgent?: string; timeoutMs?: number } = {},
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
  try {
    const response = await fetch(`${origin}/contact`, {
      method: 'POST',
      body,
      // A browser names the page's origin; Next checks it against the host (CSRF protection).
      headers: {
        Origin: origin,
        ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
        ...(userAgent ? { 'User-Agent': userAgent } : {}),
      },
      signal: AbortSignal.timeout(timeoutMs),
    })
    const html = await response.text()
    if (!response.ok) return 'error'
    if (html.includes('Thank you, ')) return 'sent'
    if (html.includes('You have sent several messages')) return 'limited'
    if (html.includes('We could not save your message')) return 'failed'
    return 'invalid'
  } catch {
    return 'error'
  }
}
