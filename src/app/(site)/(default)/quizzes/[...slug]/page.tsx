import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { PreviewBanner } from '@/components/preview/preview-banner'
import { QuizNotice } from '@/components/quiz/quiz-notice'
import { QuizRunner } from '@/components/quiz/quiz-runner.client'
import { JsonLdScript } from '@/components/seo/json-ld-script'
import { PageHeader } from '@/components/ui/page-header'
import { isPreviewingDrafts } from '@/data/preview'
import { findQuizBySlug, listQuizSummaries } from '@/data/quizzes'
import { getSiteProfile } from '@/data/site-profile'
import { quizNextStepHref } from '@/domain/quiz/quiz-next-step'
import { absoluteUrl, breadcrumbListJsonLd } from '@/domain/seo/structured-data'

type QuizParams = { params: Promise<{ slug: string[] }> }

const quizPath = (slug: string) => `/quizzes/${slug}`

export async function generateStaticParams() {
  return (await listQuizSummaries()).map((quiz) => ({ slug: quiz.slug.split('/') }))
}

export async function generateMetadata({ params }: QuizParams): Promise<Metadata> {
  const slug = (await params).slug.join('/')
  const [quiz, { siteUrl }] = await Promise.all([
    findQuizBySlug(slug, { draft: await isPreviewingDrafts() }),
    getSiteProfile(),
  ])
  if (!quiz) return {}
  return {
    title: quiz.title,
    description: quiz.intro,
    alternates: { canonical: absoluteUrl(siteUrl, quizPath(quiz.slug)) },
  }
}

/**
 * A quiz at /quizzes/{slug}, whose slug may have several parts: its introduction, then the quiz
 * itself (a client island that also works without JavaScript, one question a request).
 */
export default async function QuizPage({ params }: QuizParams) {
  const slug = (await params).slug.join('/')
  const draft = await isPreviewingDrafts()
  const [quiz, profile] = await Promise.all([findQuizBySlug(slug, { draft }), getSiteProfile()])
  if (!quiz) notFound()
  const path = quizPath(quiz.slug)
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Quizzes', path: '/quizzes' },
    { name: quiz.title, path },
  ]
  const nextStepHrefs = Object.fromEntries(
    quiz.bands.map((band) => [band.id, quizNextStepHref(band.nextStep, profile.channels)]),
  )
  const { slug: quizSlug, title, questions, bands } = quiz
  return (
    <>
      {draft ? <PreviewBanner path={path} /> : null}
      <JsonLdScript data={breadcrumbListJsonLd(profile.siteUrl, crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader
        eyebrow={`Quiz · about ${quiz.estimatedMinutes} minute${quiz.estimatedMinutes === 1 ? '' : 's'}`}
        title={quiz.title}
        lead={quiz.intro}
      />
      <section aria-label="The quiz" className="mx-auto max-w-3xl px-4 py-10">
        <QuizRunner
          quiz={{ slug: quizSlug, title, questions, bands }}
          nextStepHrefs={nextStepHrefs}
          pagePath={path}
          version={quiz.updatedAt}
          canDownload={!quiz.pdfNeedsEmail}
          notice={<QuizNotice />}
        />
      </section>
    </>
  )
}
