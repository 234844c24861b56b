/**
 * The office e-mail check, for pages with a contact form: a visitor sends the page's own form
 * (without JavaScript, as the form posts) with a name of any script and a message of hostile text
 * carrying the page's search word; the office's notice in the outbox names them both as sent.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { contactFormHiddenFields, submitContactForm } from '../support/contact-submission'
import { waitFor } from '../support/server-process'
import type { DocumentCheck } from './checked-document'
import type { ContactPlan } from './content-generator'
import { mailText } from './mail-text'

/** The texts of the e-mails in `directory` that hold `word`. */
function mailsHolding(directory: string, word: string): string[] {
  const files = (() => {
    try {
      return readdirSync(directory)
    } catch {
      return []
    }
  })()
  return files
    .map((file) => mailText(readFileSync(path.join(directory, file), 'utf8')))
    .filter((text) => text.includes(word))
}

/** The check for pages whose plan has a contact message (`contactOf`), e-mailed to `outboxDir`. */
export function checkOfficeEmail(
  outboxDir: string,
  contactOf: (id: number) => ContactPlan | undefined,
  timeoutMs: number,
): DocumentCheck {
  return async (origin, document) => {
    const contact = contactOf(document.id)
    if (!contact || !document.searchWord) return []
    const hidden = await contactFormHiddenFields(origin, document.path)
    const outcome = await submitContactForm(origin, hidden, contact, { path: document.path })
    if (outcome !== 'sent')
      return [`the page's contact form answered “${outcome}” for ${JSON.stringify(contact.name)}`]
    let mails: string[] = []
    try {
      await waitFor(
        async () => (mails = mailsHolding(outboxDir, document.searchWord ?? '')).length > 0,
        'the office e-mail',
        timeoutMs,
        1_000,
      )
    } catch {
      return [`no office e-mail within ${timeoutMs / 1000} s`]
    }
    const mail = mails[0] ?? ''
    const problems: string[] = []
    if (!mail.includes(`Name: ${contact.name}\n`)) {
      problems.push(
        `the e-mail does not name ${JSON.stringify(contact.name)}: ${JSON.stringify(mail.slice(0, 160))}`,
      )
    }
    if (!mail.includes(contact.message))
      problems.push('the e-mail does not carry the message as sent')
    return problems
  }
}
