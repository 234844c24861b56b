import 'server-only'

import { isPopulated } from '@/domain/content/relationship'
import type { QuizContent } from '@/domain/quiz/quiz-content'
import type { QuizQuestionKind } from '@/domain/quiz/quiz-definition'
import { getPayloadClient } from '@/lib/payload'
import type { Quiz } from '@/payload-types'

import { cacheTags } from './cache-tags'
import { cachedRead } from './cached-read'

/** What the quizzes' index, the sitemap and the front door need of a quiz. */
export type QuizSummary = Pick<Quiz, 'id' | 'slug' | 'title' | 'intro' | 'estimatedMinutes'> & {
  updatedAt: string
}

/** A quiz as its page, the engine and the report read it. */
export type QuizDetail = QuizSummary & QuizContent & { pdfNeedsEmail: boolean }

const summaryFields = {
  slug: true,
  title: true,
  intro: true,
  estimatedMinutes: true,
  updatedAt: true,
} as const

function toSummary(quiz: Pick<Quiz, keyof typeof summaryFields | 'id'>): QuizSummary {
  const { id, slug, title, intro, estimatedMinutes, updatedAt } = quiz
  return { id, slug, title, intro, estimatedMinutes, updatedAt }
}

function toDetail(quiz: Quiz): QuizDetail {
  return {
    ...toSummary(quiz),
    pdfNeedsEmail: quiz.pdfNeedsEmail ?? false,
    questions: quiz.questions.map((question) => ({
      id: question.key,
      kind: question.kind as QuizQuestionKind,
      text: question.text,
      help: question.help ?? null,
      answers: question.answers.map((answer, at) => ({
        id: answer.id ?? `${question.key}-${at}`,
        label: answer.label,
        value: answer.value,
        branchTo: answer.branchTo || null,
        scoreFloor: answer.scoreFloor ?? null,
        scoreCeiling: answer.scoreCeiling ?? null,
        whyItMatters: answer.whyItMatters ?? null,
        reading: isPopulated(answer.post)
          ? { title: answer.post.title, path: `/blog/${answer.post.slug}` }
          : null,
      })),
    })),
    bands: quiz.bands.map((band, at) => ({
      id: band.id ?? String(at),
      title: band.title,
      min: band.min,
      max: band.max ?? null,
      explanation: band.explanation,
      nextStep: {
        label: band.nextStep.label,
        schedulingKind: band.nextStep.schedulingKind ?? null,
        url: band.nextStep.url || null,
      },
    })),
  }
}

async function queryQuiz(slug: string, draft: boolean): Promise<QuizDetail | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'quizzes',
    where: { slug: { equals: slug } },
    // Posts give only what the report lists: an unpublished post is not populated (access).
    populate: { posts: { title: true, slug: true } },
    depth: 1,
    limit: 1,
    draft,
    overrideAccess: draft,
  })
  const quiz = docs[0]
  return quiz ? toDetail(quiz) : null
}

/** The published quiz at `/quizzes/{slug}` (the draft in preview), or null when there is none. */
export async function findQuizBySlug(
  slug: string,
  { draft = false } = {},
): Promise<QuizDetail | null> {
  if (draft) return queryQuiz(slug, true)
  return cachedRead(
    () => queryQuiz(slug, false),
    ['quiz', slug],
    [cacheTags.quiz(slug), cacheTags.collection('quizzes'), cacheTags.collection('posts')],
  )()
}

async function queryQuizSummaries(): Promise<QuizSummary[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'quizzes',
    select: summaryFields,
    sort: 'title',
    depth: 0,
    limit: 0,
    overrideAccess: false,
  })
  return docs.map(toSummary)
}

/** Every published quiz by title: the quizzes' index, the sitemap and the front door's paths. */
export const listQuizSummaries = cachedRead(
  queryQuizSummaries,
  ['quiz-summaries'],
  [cacheTags.collection('quizzes')],
)

/**
 * The published quiz a visitor's form names, or null when it names none: only a published
 * quiz's slug reaches the per-quiz cache, so forged slugs store nothing.
 */
export async function findQuizNamedInForm(slug: unknown): Promise<QuizDetail | null> {
  const quizzes = await listQuizSummaries()
  const listed = quizzes.find((quiz) => quiz.slug === slug)
  return listed ? findQuizBySlug(listed.slug) : null
}
