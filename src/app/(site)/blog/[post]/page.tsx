import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { AuthorBox } from '@/components/blog/author-box'
import { PdfDownloadLink } from '@/components/blog/pdf-download-link'
import { PostCardList } from '@/components/blog/post-card'
import { PostDate } from '@/components/blog/post-date'
import { PostHeroImage } from '@/components/blog/post-hero-image'
import { TableOfContents } from '@/components/blog/table-of-contents'
import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { PreviewBanner } from '@/components/preview/preview-banner'
import { JsonLdScript } from '@/components/seo/json-ld-script'
import { findAuthorProfile } from '@/data/authors'
import { findPostPdf } from '@/data/post-pdfs'
import { findPostBySlug, listPostSummaries } from '@/data/posts'
import { isPreviewingDrafts } from '@/data/preview'
import { getSiteProfile } from '@/data/site-profile'
import { anchorHeadings } from '@/domain/blog/heading-anchors'
import type { LexicalNode } from '@/domain/blog/lexical-node'
import { postLastModified } from '@/domain/blog/post-dates'
import { relatedPosts } from '@/domain/blog/related-posts'
import { shareCardPath } from '@/domain/seo/share-card'
import { blogPostingJsonLd, breadcrumbListJsonLd } from '@/domain/seo/structured-data'

import { blogCrumbs } from '../_blog/blog-crumbs'
import { blogPageMetadata } from '../_blog/blog-metadata'
import { PostBody } from '../_blog/post-body'

type PostParams = { params: Promise<{ post: string }> }

/** Ids the page itself uses, which a heading's id must not repeat. */
const pageIds = ['main', 'toc-heading', 'related-heading', 'author-heading']

export async function generateStaticParams() {
  return (await listPostSummaries()).map((post) => ({ post: post.slug }))
}

export async function generateMetadata({ params }: PostParams): Promise<Metadata> {
  const { post: slug } = await params
  const post = await findPostBySlug(slug, { draft: await isPreviewingDrafts() })
  if (!post) return {}
  return blogPageMetadata({
    path: `/blog/${post.slug}`,
    title: post.title,
    description: post.excerpt,
    openGraph: {
      type: 'article',
      publishedTime: post.publishedAt ?? undefined,
      modifiedTime: postLastModified(post),
      section: post.category?.name,
      tags: post.tags.map((tag) => tag.name),
    },
  })
}

/** Ids of the blocks inside a post's body, whose sections label themselves with them. */
function blockIds(root: LexicalNode): string[] {
  const ids: string[] = []
  const visit = (node: LexicalNode) => {
    const fields = node.fields as { id?: unknown; blockType?: unknown } | undefined
    if (node.type === 'block' && typeof fields?.id === 'string') {
      ids.push(`faq-${fields.id}`, `cta-${fields.id}`)
    }
    node.children?.forEach(visit)
  }
  visit(root)
  return ids
}

/** A blog post: its heading band, table of contents, body and posts on the same subjects. */
export default async function PostPage({ params }: PostParams) {
  const { post: slug } = await params
  const draft = await isPreviewingDrafts()
  const post = await findPostBySlug(slug, { draft })
  if (!post) notFound()
  const [profile, summaries, pdf, writer] = await Promise.all([
    getSiteProfile(),
    listPostSummaries(),
    draft ? null : findPostPdf(post.slug),
    post.author === null ? null : findAuthorProfile(post.author),
  ])
  const root = post.content.root as unknown as LexicalNode
  const anchored = anchorHeadings(root, { reservedIds: [...pageIds, ...blockIds(root)] })
  const content = { ...post.content, root: anchored.root as unknown as typeof post.content.root }
  const relatable = (summary: (typeof summaries)[number]) => ({
    ...summary,
    categoryId: summary.category?.id ?? '',
    tagIds: summary.tags.map((tag) => tag.id),
    publishedAt: summary.publishedAt ?? '',
  })
  const related = relatedPosts(relatable(post), summaries.map(relatable))
  const path = `/blog/${post.slug}`
  const crumbs = [
    ...blogCrumbs,
    ...(post.category
      ? [{ name: post.category.name, path: `/blog/categories/${post.category.slug}` }]
      : []),
    { name: post.title, path },
  ]
  // A post without a writer's public profile is signed by the firm's responsible attorney.
  const author = writer ?? profile.office.responsibleAttorney
  const authorUrl = writer ? undefined : '/about'

  return (
    <>
      {draft ? <PreviewBanner path={path} /> : null}
      <Breadcrumbs crumbs={crumbs} />
      <JsonLdScript data={breadcrumbListJsonLd(profile.siteUrl, crumbs)} />
      <JsonLdScript
        data={blogPostingJsonLd(profile.siteUrl, {
          path,
          headline: post.title,
          description: post.excerpt,
          datePublished: post.publishedAt ?? post.updatedAt,
          dateModified: postLastModified(post),
          // The hero image, else the post's share card (the picture its links show when shared).
          imageUrl: post.heroImage?.url ?? shareCardPath(path),
          author: { name: author.name, jobTitle: author.jobTitle ?? undefined, url: authorUrl },
          section: post.category?.name,
          keywords: post.tags.map((tag) => tag.name),
        })}
      />
      <article>
        <header className="bg-brand-50">
          <div className="mx-auto max-w-6xl px-4 py-12">
            {post.category ? (
              <p className="text-brand-800 font-semibold">
                <Link href={`/blog/categories/${post.category.slug}`}>{post.category.name}</Link>
              </p>
            ) : null}
            <h1 className="mt-2 max-w-4xl text-4xl sm:text-5xl">{post.title}</h1>
            <p className="text-ink-muted mt-5 max-w-3xl text-xl">{post.excerpt}</p>
            <p className="text-ink-muted mt-5 text-base">
              By {author.name}
              {post.publishedAt ? (
                <>
                  {' · Published '}
                  <PostDate iso={post.publishedAt} />
                </>
              ) : null}
              {post.revisedAt ? (
                <>
                  {' · Updated '}
                  <PostDate iso={post.revisedAt} />
                </>
              ) : null}
              {post.readingMinutes ? ` · ${post.readingMinutes} min read` : null}
            </p>
            {post.tags.length > 0 ? (
              <p className="text-ink-muted mt-2 text-base">
                Topics:{' '}
                {post.tags.map((tag, index) => (
                  <span key={tag.slug}>
                    {index > 0 ? ', ' : null}
                    <Link href={`/blog/tags/${tag.slug}`}>{tag.name}</Link>
                  </span>
                ))}
              </p>
            ) : null}
            {pdf ? <PdfDownloadLink pdf={pdf} /> : null}
          </div>
        </header>
        {post.heroImage ? <PostHeroImage image={post.heroImage} /> : null}
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
          <aside className="lg:col-start-2 lg:row-start-1">
            <div className="lg:sticky lg:top-24">
              <TableOfContents entries={anchored.toc} />
            </div>
          </aside>
          <div className="max-w-3xl min-w-0 lg:col-start-1 lg:row-start-1">
            <PostBody content={content} channels={profile.channels} />
            {writer ? <AuthorBox author={writer} /> : null}
          </div>
        </div>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="related-heading" className="text-3xl">
            Related articles
          </h2>
          <PostCardList posts={related} />
        </section>
      ) : null}
    </>
  )
}
