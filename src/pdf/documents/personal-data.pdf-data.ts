import 'server-only'

import type { PersonalDataReport } from '@/data/personal-data-summary'
import { dateTimeInWords } from '@/domain/text/firm-dates'
import type { TypstPdf } from '@/pdf/kit/typst'

const when = (value: string | null) => (value ? dateTimeInWords(new Date(value)) : '—')

/**
 * The data the firm keeps that carries one e-mail address, for the person who asked for it, as
 * `documents/personal-data.typ` makes it: each inquiry and quiz submission with all it says, the
 * e-mails queued about them and the stored e-mails that carry the address.
 */
export function personalDataPdfData(report: PersonalDataReport): TypstPdf {
  const generated = dateTimeInWords(report.generatedAt)
  const data = {
    title: `Personal data held for ${report.address}`,
    firmName: report.firmName,
    footerLine: `Personal data of ${report.address} · ${generated}`,
    introduction: `Data held for ${report.address}: everything ${report.firmName} keeps that carries this e-mail address, as of ${generated} (Colorado time).`,
    records: report.records,
    emailJobs: report.emailJobs.map((job) => [
      job.about,
      job.state,
      when(job.queuedAt),
      when(job.completedAt),
    ]),
    outboxMessages: report.outboxMessages.map((message) => [
      message.subject,
      when(message.writtenAt),
    ]),
  }
  return { template: 'documents/personal-data.typ', data }
}
