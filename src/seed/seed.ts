import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { env } from '@/config/env'

import { withFromTheBlog } from './blog/from-the-blog-blocks'
import { seedBlog } from './blog/seed-blog'
import { firmNavigation, firmSettings } from './firm'
import { seedLandings } from './landings'
import { seedPages } from './pages/seed-pages'
import { seedQuizzes } from './quizzes'
import { seedTestimonials } from './testimonials'
import { seedTools } from './tools'

/** The quizzes, each answer's further reading found among the seeded posts by slug. */
async function seedQuizData(payload: Payload, req: PayloadRequest) {
  const { docs: posts } = await payload.find({
    collection: 'posts',
    select: { slug: true },
    limit: 0,
    pagination: false,
    req,
  })
  const postIds = new Map(posts.map((post) => [post.slug, post.id]))
  for (const [quizAt, quiz] of seedQuizzes.entries()) {
    const questions = quiz.questions.map((question) => ({
      ...question,
      answers: question.answers.map(({ postSlug, ...answer }, answerAt) => ({
        ...answer,
        // Ids of their own, the same in every seeded database, rather than random ones: a build
        // made against one seeded database serves its pages' answer ids to another.
        id: `q${quizAt + 1}-${question.key}-${answerAt + 1}`,
        post: postSlug ? postIds.get(postSlug) : undefined,
      })),
    }))
    await payload.create({ collection: 'quizzes', data: { ...quiz, questions }, req })
  }
}

/**
 * Fills an empty database with the fictional practice's settings, menus, pages, quizzes, tools,
 * testimonials and blog, all in one transaction so a failure leaves nothing half-seeded. Returns false when
 * content already exists.
 */
export async function seedIfEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  if (totalDocs > 0) return false

  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  await initTransaction(req)
  try {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...firmSettings, seo: { ...firmSettings.seo, siteUrl: env.NEXT_PUBLIC_SITE_URL } },
      req,
    })
    await payload.updateGlobal({ slug: 'navigation', data: firmNavigation, req })
    await payload.updateGlobal({ slug: 'landings', data: seedLandings, req })
    const { categoryId } = await seedBlog(payload, req)
    for (const page of seedPages) {
      const data = { ...withFromTheBlog(page, categoryId), _status: 'published' as const }
      await payload.create({ collection: 'pages', data, req })
    }
    await seedQuizData(payload, req)
    for (const tool of seedTools) {
      await payload.create({ collection: 'tools', data: tool, req })
    }
    for (const testimonial of seedTestimonials) {
      await payload.create({
        collection: 'testimonials',
        data: { ...testimonial, _status: 'published' },
        req,
      })
    }
    await commitTransaction(req)
    return true
  } catch (error) {
    await killTransaction(req)
    throw new Error('Seeding failed; nothing was stored.', { cause: error })
  }
}
