/**
 * Takes a quiz as a browser without JavaScript does, one question a request through the page's
 * Server Action, and asks for its report by e-mail the same way. For the load script, the
 * resilience test and the security suite.
 */
import { decodeHtmlEntities, postedOutcome, type SubmissionOutcome } from './contact-submission'

/** The hidden fields and the answers (label → id) of the first quiz form in a page's HTML. */
export function quizFormOf(html: string) {
  const form = /<form aria-label="[^"]*"[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1]
  if (!form) throw new Error('The page has no quiz form')
  const hidden = [
    ...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g),
  ].map(([, name = '', value = '']): [string, string] => [name, decodeHtmlEntities(value)])
  const answers = new Map(
    [...form.matchAll(/name="answer" value="([^"]+)"[^>]*\/>([^<]+)<\/label>/g)].map(
      ([, id = '', label = '']) => [decodeHtmlEntities(label), id],
    ),
  )
  return { hidden, answers }
}

/** Posts `fields` after the form's hidden ones to the quiz's page, as a browser would. */
export async function postQuizForm(
  origin: string,
  path: string,
  hidden: readonly [string, string][],
  fields: Record<string, string>,
  { forwardedFor, timeoutMs = 30_000 }: { forwardedFor?: string; timeoutMs?: number } = {},
) {
  const body = new FormData()
  for (const [name, value] of hidden) body.append(name, value)
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return fetch(`${origin}${path}`, {
    method: 'POST',
    body,
    // A browser names the page's origin; Next checks it against the host (CSRF protection).
    headers: { Origin: origin, ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
    signal: AbortSignal.timeout(timeoutMs),
  })
}

/**
 * Goes through the quiz at `path` choosing the answers labelled `labels` in turn, and gives the
 * result screen's HTML (its forms carry the finished session).
 */
export async function finishQuiz(origin: string, path: string, labels: readonly string[]) {
  let html = await (await fetch(`${origin}${path}`)).text()
  const press = async (fields: Record<string, string>) => {
    const response = await postQuizForm(origin, path, quizFormOf(html).hidden, fields)
    if (!response.ok) throw new Error(`The quiz answered ${response.status}`)
    html = await response.text()
  }
  await press({ intent: 'start' })
  for (const label of labels) {
    const answer = quizFormOf(html).answers.get(label)
    if (!answer) throw new Error(`The question shown has no answer "${label}"`)
    await press({ intent: 'next', answer })
  }
  return html
}

/**
 * Asks for the report of a finished quiz by e-mail, with the fields of its result screen
 * (`resultHtml`); the outcome is read from the page that comes back.
 */
export async function emailQuizReport(
  origin: string,
  path: string,
  resultHtml: string,
  visitor: { name: string; email: string },
  options: { forwardedFor?: string; timeoutMs?: number } = {},
): Promise<SubmissionOutcome> {
  return postedOutcome(
    postQuizForm(
      origin,
      path,
      quizFormOf(resultHtml).hidden,
      { ...visitor, consent: 'on', website: '', intent: 'email' },
      options,
    ),
    {
      sent: 'The report is on its way to',
      limited: 'Too many reports were asked for',
      failed: 'The report could not be sent just now',
    },
  )
}
