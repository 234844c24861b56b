import type { Metadata } from 'next'
import Link from 'next/link'

import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { PageHeader } from '@/components/ui/page-header'
import { listQuizSummaries } from '@/data/quizzes'
import { getSiteProfile } from '@/data/site-profile'
import { absoluteUrl } from '@/domain/seo/structured-data'

const title = 'Quizzes'
const lead =
  'A few minutes of questions about your situation, with a result that says what kind of help fits and why. Your answers stay in your browser unless you ask for the report by e-mail.'

export async function generateMetadata(): Promise<Metadata> {
  const { siteUrl } = await getSiteProfile()
  return { title, description: lead, alternates: { canonical: absoluteUrl(siteUrl, '/quizzes') } }
}

/** /quizzes: every published quiz, with what it asks about and how long it takes. */
export default async function QuizzesPage() {
  const quizzes = await listQuizSummaries()
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { name: 'Home', path: '/' },
          { name: title, path: '/quizzes' },
        ]}
      />
      <PageHeader title={title} lead={lead} />
      <section aria-label="All quizzes" className="mx-auto max-w-6xl px-4 py-10">
        {quizzes.length === 0 ? (
          <p>
            There are no quizzes just now. <Link href="/contact">Ask us your question</Link>{' '}
            instead.
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {quizzes.map((quiz) => (
              <li key={quiz.id} className="border-brand-100 rounded-lg border-2 p-5">
                <h2 className="text-2xl">
                  <Link href={`/quizzes/${quiz.slug}`}>{quiz.title}</Link>
                </h2>
                <p className="text-ink-muted mt-1 font-semibold">
                  About {quiz.estimatedMinutes} minute{quiz.estimatedMinutes === 1 ? '' : 's'}
                </p>
                <p className="mt-3">{quiz.intro}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
