import type { CollectionConfig, Field, NumberFieldSingleValidation } from 'payload'
import { number } from 'payload/shared'

import { cacheTags } from '@/data/cache-tags'
import { schedulingKindLabels, schedulingKinds } from '@/domain/contact/scheduling-kinds'
import { quizQuestionKinds } from '@/domain/quiz/quiz-definition'
import { validateQuizSlug } from '@/domain/quiz/quiz-slug'
import type { Quiz } from '@/payload-types'

import { rejectBrokenQuiz } from './quizzes.hooks'
import { quizRecords, syncSearchRecords } from './search-records.hooks'
import { isPublishedOrStaff, isStaff } from './shared/access'
import { sitePreview } from './shared/live-preview'
import { revalidateCollection } from './shared/revalidate.hooks'
import { slugField } from './shared/slug.field'
import { rejectDuplicateRowIds } from './shared/unique-row-ids.hooks'

const questionKindLabels: Record<(typeof quizQuestionKinds)[number], string> = {
  single: 'One answer',
  multiple: 'Any number of answers (at least one)',
  yesNo: 'Yes or no (two answers)',
  scale: 'Scale of 1 to 5 (five answers)',
}

/** Payload's own number checks (required, min, max), then a whole number. */
const wholeNumber: NumberFieldSingleValidation = (value, options) => {
  const checked = number(value, options)
  if (checked !== true) return checked
  return value === null || value === undefined || Number.isInteger(value)
    ? true
    : 'Use a whole number.'
}

const answerFields: Field[] = [
  { name: 'label', type: 'text', required: true, maxLength: 200 },
  {
    name: 'value',
    label: 'Points',
    type: 'number',
    required: true,
    defaultValue: 0,
    validate: wholeNumber,
    admin: { description: 'Added to the total when chosen; may be negative.' },
  },
  {
    name: 'branchTo',
    label: 'Go to question',
    type: 'text',
    maxLength: 40,
    admin: {
      description:
        'The key of a later question to show next when this answer is chosen. Empty: the next question.',
    },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'scoreFloor',
        label: 'Total at least',
        type: 'number',
        validate: wholeNumber,
        admin: { description: 'When chosen, the total is raised to this if lower.' },
      },
      {
        name: 'scoreCeiling',
        label: 'Total at most',
        type: 'number',
        validate: wholeNumber,
        admin: { description: 'When chosen, the total is lowered to this if higher.' },
      },
    ],
  },
  {
    name: 'whyItMatters',
    label: 'Why it matters',
    type: 'textarea',
    maxLength: 1000,
    admin: { description: 'Shown in the report beside this answer.' },
  },
  {
    name: 'post',
    label: 'Further reading',
    type: 'relationship',
    relationTo: 'posts',
    admin: { description: 'A blog post listed in the report’s resources when this is chosen.' },
  },
]

const questionFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'key',
        type: 'text',
        required: true,
        maxLength: 40,
        validate: (value: unknown) =>
          typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
            ? true
            : 'Use lowercase letters, digits and single hyphens, e.g. children.',
        admin: { description: 'A short name answers use to lead here, e.g. children.' },
      },
      {
        name: 'kind',
        type: 'select',
        required: true,
        defaultValue: 'single',
        options: quizQuestionKinds.map((value) => ({ value, label: questionKindLabels[value] })),
      },
    ],
  },
  { name: 'text', label: 'Question', type: 'text', required: true, maxLength: 300 },
  { name: 'help', label: 'Help text', type: 'textarea', maxLength: 600 },
  {
    name: 'answers',
    type: 'array',
    required: true,
    minRows: 2,
    maxRows: 12,
    labels: { singular: 'Answer', plural: 'Answers' },
    fields: answerFields,
  },
]

const bandFields: Field[] = [
  { name: 'title', type: 'text', required: true, maxLength: 90 },
  {
    type: 'row',
    fields: [
      { name: 'min', label: 'Lowest total', type: 'number', required: true, validate: wholeNumber },
      {
        name: 'max',
        label: 'Highest total',
        type: 'number',
        validate: wholeNumber,
        admin: { description: 'Empty: no upper end.' },
      },
    ],
  },
  { name: 'explanation', type: 'textarea', required: true, maxLength: 2000 },
  {
    name: 'nextStep',
    type: 'group',
    fields: [
      { name: 'label', label: 'Button text', type: 'text', required: true, maxLength: 60 },
      {
        name: 'schedulingKind',
        label: 'Books a meeting of kind',
        type: 'select',
        options: schedulingKinds.map((value) => ({ value, label: schedulingKindLabels[value] })),
        admin: { description: 'Opens the booking dialog for this kind of meeting.' },
      },
      {
        name: 'url',
        label: 'Or opens the address',
        type: 'text',
        maxLength: 300,
        admin: { description: 'A page of this site (e.g. /contact) when no meeting is chosen.' },
      },
    ],
  },
]

const revalidateQuizzes = revalidateCollection<Quiz>('quizzes', (quiz) => [
  cacheTags.quiz(quiz.slug),
])
const searchQuizzes = syncSearchRecords<Quiz>('quizzes', quizRecords)

/**
 * Quizzes at /quizzes/{slug}: questions that may branch, points, result bands and what each
 * result suggests next. A save is refused, field by field, when the quiz could not work
 * (quizProblems: loops, missing questions, totals in no band or in two).
 */
export const Quizzes: CollectionConfig = {
  slug: 'quizzes',
  labels: { singular: 'Quiz', plural: 'Quizzes' },
  admin: {
    group: 'Website',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    ...sitePreview(({ slug }) =>
      typeof slug === 'string' && validateQuizSlug(slug) === true ? `/quizzes/${slug}` : null,
    ),
  },
  access: { read: isPublishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  hooks: {
    beforeValidate: [rejectDuplicateRowIds],
    beforeChange: [rejectBrokenQuiz],
    afterChange: [...revalidateQuizzes.afterChange, ...searchQuizzes.afterChange],
    afterDelete: [...revalidateQuizzes.afterDelete, ...searchQuizzes.afterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 90 },
    slugField({
      sourceField: 'title',
      validate: validateQuizSlug,
      description:
        'The address after /quizzes/, e.g. estate-planning/diy-check. Left empty, it is made from the title.',
    }),
    { name: 'intro', type: 'textarea', required: true, maxLength: 1000 },
    {
      name: 'estimatedMinutes',
      label: 'Minutes it takes',
      type: 'number',
      required: true,
      min: 1,
      max: 60,
      defaultValue: 5,
      validate: wholeNumber,
    },
    {
      name: 'pdfNeedsEmail',
      label: 'The PDF report is sent by e-mail only',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Off: visitors download it, and may also have it e-mailed.',
      },
    },
    {
      name: 'questions',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      labels: { singular: 'Question', plural: 'Questions' },
      fields: questionFields,
    },
    {
      name: 'bands',
      label: 'Results',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 10,
      labels: { singular: 'Result', plural: 'Results' },
      admin: { description: 'Every total the quiz can reach falls in exactly one result.' },
      fields: bandFields,
    },
  ],
}
