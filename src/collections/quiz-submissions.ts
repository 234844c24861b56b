import type { CollectionConfig, Field } from 'payload'

import { quizReportNameMaxLength } from '@/domain/quiz/quiz-report-request'

import { isStaff } from './shared/access'
import { becameClientField } from './shared/became-client.field'

const nobody = () => false

const sentAt = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'date',
  admin: {
    position: 'sidebar',
    readOnly: true,
    date: { pickerAppearance: 'dayAndTime' },
    description,
  },
})

/**
 * Quiz results a visitor asked to have e-mailed, with their answers and address. Only staff read
 * them; nobody creates one through the API: the quiz's Server Action stores them with the Local
 * API, before the e-mail is queued.
 */
export const QuizSubmissions: CollectionConfig = {
  slug: 'quiz-submissions',
  labels: { singular: 'Quiz report', plural: 'Quiz reports' },
  // GraphQL keeps the names clients already use; the labels are for staff.
  graphQL: { singularName: 'QuizSubmission', pluralName: 'QuizSubmissions' },
  admin: {
    group: 'Messages',
    useAsTitle: 'email',
    defaultColumns: ['email', 'quizTitle', 'band', 'createdAt'],
    description:
      'Quiz results visitors asked to have e-mailed. They are deleted on the schedule in Site settings → Privacy unless marked “Became a client”.',
  },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff },
  fields: [
    // Not required: a quiz deleted later leaves its submissions, which keep its title.
    { name: 'quiz', type: 'relationship', relationTo: 'quizzes' },
    { name: 'quizTitle', label: 'Quiz', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'band', label: 'Result', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'total', label: 'Points', type: 'number', required: true, admin: { readOnly: true } },
    { name: 'name', type: 'text', maxLength: quizReportNameMaxLength },
    { name: 'email', type: 'email', required: true },
    {
      name: 'answerSummary',
      label: 'Answers',
      type: 'textarea',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'answers',
      label: 'Answers as chosen (by question key and answer id)',
      type: 'json',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'report',
      label: 'The report as sent',
      type: 'json',
      required: true,
      admin: {
        readOnly: true,
        description: 'What the PDF shows, kept so it is sent as it was seen.',
      },
    },
    {
      name: 'consentAt',
      label: 'Asked for the report by e-mail at',
      type: 'date',
      required: true,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    becameClientField,
    sentAt(
      'reportSentAt',
      'Report e-mailed at',
      'Empty while the report is still waiting to go out.',
    ),
    sentAt(
      'firmNotifiedAt',
      'Office e-mailed at',
      'Empty while the office’s notice is still waiting.',
    ),
  ],
}
