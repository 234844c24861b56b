/** A question on the visitor's way through and the labels of the answers they chose. */
export type AnsweredQuestion = {
  question: { text: string }
  chosen: ReadonlyArray<{ label: string }>
}

/** The answers as staff read them: each question, then the answers chosen. */
export function quizAnswerSummary(answers: readonly AnsweredQuestion[]): string {
  return answers
    .map(({ question, chosen }) => `${question.text}\n  ${chosen.map((a) => a.label).join('; ')}`)
    .join('\n')
}

/** What both e-mails about a submission name. */
export type QuizSubmissionFacts = {
  quizTitle: string
  band: string
  name: string
  email: string
}

/**
 * The e-mail that carries a visitor's report, in the firm's words only: the address was typed by
 * whoever asked and may be a stranger's, so nothing they typed (not even the name) is in it,
 * lest the firm's mail carry their text to a third party (spam, phishing). The subject is the
 * quiz's title, the body the result and plainly what the e-mail is not.
 */
export function quizReportEmail(
  submission: Pick<QuizSubmissionFacts, 'quizTitle' | 'band'>,
  firm: { name: string; contactLines: readonly string[]; siteUrl: string },
) {
  return {
    subject: `Your report: ${submission.quizTitle}`,
    text: [
      'Hello,',
      '',
      `Your report from the quiz "${submission.quizTitle}" is attached as a PDF.`,
      `Your result: ${submission.band}.`,
      '',
      'The report is general information drawn from your answers, not legal advice about your situation. Asking for it does not make us your lawyers. If you would like to talk it through, reply to this e-mail or book a meeting on our website.',
      '',
      firm.name,
      ...firm.contactLines,
      firm.siteUrl,
    ].join('\n'),
  }
}

/**
 * The office's notice of a submission: who asked, the result and the answers, and a link to it in
 * the admin; the subject from the quiz's title and result only.
 */
export function quizSubmissionNotice(
  submission: QuizSubmissionFacts & { total: number; answerSummary: string },
  adminUrl: string,
) {
  return {
    subject: `Quiz report sent: ${submission.quizTitle} (${submission.band})`,
    text: [
      `Name: ${submission.name || 'not given'}`,
      `E-mail: ${submission.email}`,
      `Quiz: ${submission.quizTitle}`,
      `Result: ${submission.band} (${submission.total} points)`,
      '',
      submission.answerSummary,
      '',
      `Open in the admin: ${adminUrl}`,
      '',
      'They asked for the report by e-mail and agreed that the firm sees these answers. Check for conflicts before discussing their matter.',
    ].join('\n'),
  }
}
