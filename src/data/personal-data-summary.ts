import 'server-only'

import type { PersonalData, PersonEmailJob } from '@/data/personal-data'
import {
  inquiryStatusLabels,
  inquiryTopicLabels,
  replyMethodLabels,
} from '@/domain/contact/inquiry.schema'
import { emailJobState, type EmailJobState } from '@/domain/privacy/personal-data'
import { dateTimeInWords } from '@/domain/text/firm-dates'

/** One of the person's records as staff read it in a list: what, when, about what, where it stands. */
export type PersonRecordSummary = {
  collection: 'inquiries' | 'quiz-submissions'
  id: number
  kind: 'Inquiry' | 'Quiz submission'
  receivedAt: string
  about: string
  status: string
}

/** One e-mail job as staff read it: which record it is about and whether it went. */
export type PersonEmailJobSummary = {
  id: number
  about: string
  state: EmailJobState
  queuedAt: string
  completedAt: string | null
}

/** The person's inquiries, then quiz submissions, each oldest first. */
export function recordSummariesOf(found: PersonalData): PersonRecordSummary[] {
  return [
    ...found.inquiries.map((inquiry) => ({
      collection: 'inquiries' as const,
      id: inquiry.id,
      kind: 'Inquiry' as const,
      receivedAt: inquiry.createdAt,
      about: inquiryTopicLabels[inquiry.topic],
      status: inquiryStatusLabels[inquiry.status],
    })),
    ...found.quizSubmissions.map((submission) => ({
      collection: 'quiz-submissions' as const,
      id: submission.id,
      kind: 'Quiz submission' as const,
      receivedAt: submission.createdAt,
      about: `${submission.quizTitle} — ${submission.band}`,
      status: submission.reportSentAt ? 'Report e-mailed' : 'Report not yet e-mailed',
    })),
  ]
}

const aboutJob = (job: PersonEmailJob) =>
  `${job.collection === 'inquiries' ? 'Inquiry' : 'Quiz submission'} ${job.recordId}`

/** The person's records' e-mail jobs, as staff and the exports show them. */
export function emailJobSummariesOf(found: PersonalData): PersonEmailJobSummary[] {
  return found.emailJobs.map((job) => ({
    id: job.id,
    about: aboutJob(job),
    state: emailJobState(job),
    queuedAt: job.queuedAt,
    completedAt: job.completedAt,
  }))
}

/**
 * The JSON download of a person's data: the address, when it was made, every field of each
 * record, their e-mail jobs and the outbox's e-mails that carry the address.
 */
export function personalDataExport(found: PersonalData, generatedAt: Date) {
  return {
    address: found.address,
    generatedAt: generatedAt.toISOString(),
    inquiries: found.inquiries,
    quizSubmissions: found.quizSubmissions,
    emailJobs: emailJobSummariesOf(found),
    outboxMessages: found.outboxMessages.map(({ file, subject, writtenAt }) => ({
      file,
      subject,
      writtenAt: writtenAt.toISOString(),
    })),
  }
}

/** A record as the PDF prints it: its heading, then each field as a label and its value. */
export type PersonRecordDetail = {
  heading: string
  fields: { label: string; value: string }[]
}

const dateOrDash = (value: string | null | undefined) =>
  value ? dateTimeInWords(new Date(value)) : '—'

function inquiryDetail(inquiry: PersonalData['inquiries'][number]): PersonRecordDetail {
  return {
    heading: `Inquiry ${inquiry.id}, received ${dateTimeInWords(new Date(inquiry.createdAt))}`,
    fields: [
      { label: 'Name', value: inquiry.name },
      { label: 'E-mail', value: inquiry.email },
      { label: 'Phone', value: inquiry.phone || '—' },
      { label: 'Reply by', value: replyMethodLabels[inquiry.replyBy] },
      { label: 'Topic', value: inquiryTopicLabels[inquiry.topic] },
      { label: 'Message', value: inquiry.message },
      { label: 'Notice acknowledged', value: dateOrDash(inquiry.acknowledgedNoticeAt) },
      { label: 'Status', value: inquiryStatusLabels[inquiry.status] },
      { label: 'Office e-mailed', value: dateOrDash(inquiry.firmNotifiedAt) },
    ],
  }
}

function quizSubmissionDetail(
  submission: PersonalData['quizSubmissions'][number],
): PersonRecordDetail {
  return {
    heading: `Quiz submission ${submission.id}, received ${dateTimeInWords(new Date(submission.createdAt))}`,
    fields: [
      { label: 'Quiz', value: submission.quizTitle },
      { label: 'Result', value: `${submission.band} (${submission.total} points)` },
      { label: 'Name', value: submission.name || '—' },
      { label: 'E-mail', value: submission.email },
      { label: 'Answers', value: submission.answerSummary },
      { label: 'Report asked for', value: dateOrDash(submission.consentAt) },
      { label: 'Report e-mailed', value: dateOrDash(submission.reportSentAt) },
      { label: 'Office e-mailed', value: dateOrDash(submission.firmNotifiedAt) },
    ],
  }
}

/** Everything the PDF of a person's data prints (plain data, for the render worker). */
export type PersonalDataReport = {
  address: string
  generatedAt: Date
  firmName: string
  records: PersonRecordDetail[]
  emailJobs: PersonEmailJobSummary[]
  outboxMessages: { file: string; subject: string; writtenAt: string }[]
}

/** The PDF's content for `found`, made at `generatedAt` by the firm `firmName`. */
export function personalDataReportOf(
  found: PersonalData,
  generatedAt: Date,
  firmName: string,
): PersonalDataReport {
  const { emailJobs, outboxMessages } = personalDataExport(found, generatedAt)
  return {
    address: found.address,
    generatedAt,
    firmName,
    records: [
      ...found.inquiries.map(inquiryDetail),
      ...found.quizSubmissions.map(quizSubmissionDetail),
    ],
    emailJobs,
    outboxMessages,
  }
}
