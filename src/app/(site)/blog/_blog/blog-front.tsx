import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PostCard, PostCardList } from '@/components/blog/post-card'
import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { JsonLdScript } from '@/components/seo/json-ld-script'
import { PageHeader } from '@/components/ui/page-header'
import { getBlogFrontPosts } from '@/data/blog-front'
import { getBlogSettings } from '@/data/blog-settings'
import { listCategories } from '@/data/blog-taxonomy'
import { getSiteProfile } from '@/data/site-profile'
import { pageCount, pagePath, pageSlice, postsPerPage } from '@/domain/blog/pagination'
import { blogJsonLd, breadcrumbListJsonLd } from '@/domain/seo/structured-data'

import { blogCrumbs } from './blog-crumbs'
import { blogPageMetadata } from './blog-metadata'
import { CategoryMenu } from './category-menu'
import { PostListing } from './post-listing'

/** Title, description, canonical address and feed link of the blog's front page or page `page`. */
export async function blogFrontMetadata(page: number): Promise<Metadata> {
  const settings = await getBlogSettings()
  return blogPageMetadata({
    path: pagePath('/blog', page),
    title: page === 1 ? 'Blog' : `Blog, page ${page}`,
    description: page === 1 ? settings.intro : `Older posts, page ${page}. ${settings.intro}`,
  })
}

/**
 * The blog's front page (`page` 1: the featured post and the spotlight list above the newest
 * of the other posts) or one of its later pages; each post shows on one page only, once, and a
 * page past the last is a 404.
 */
export async function BlogFront({ page }: { page: number }) {
  const [settings, front, profile, categories] = await Promise.all([
    getBlogSettings(),
    getBlogFrontPosts(),
    getSiteProfile(),
    listCategories(),
  ])
  const posts = pageSlice(front.listed, page, postsPerPage)
  if (!posts) notFound()
  const pages = pageCount(front.listed.length, postsPerPage)
  const featured = page === 1 ? front.featured : null
  const spotlight = page === 1 ? front.spotlight : []
  const crumbs =
    page === 1
      ? blogCrumbs
      : [...blogCrumbs, { name: `Page ${page}`, path: pagePath('/blog', page) }]

  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <JsonLdScript data={breadcrumbListJsonLd(profile.siteUrl, crumbs)} />
      <JsonLdScript
        data={blogJsonLd(profile.siteUrl, {
          name: `${profile.name} blog`,
          description: settings.intro,
          posts: [...(featured ? [featured] : []), ...spotlight, ...posts].map((post) => ({
            title: post.title,
            path: `/blog/${post.slug}`,
          })),
        })}
      />
      <PageHeader title={page === 1 ? 'Blog' : `Blog, page ${page}`} lead={settings.intro} />
      <CategoryMenu categories={categories} />
      {featured ? (
        <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 pt-10">
          <h2 id="featured-heading" className="text-3xl">
            Featured
          </h2>
          <div className="mt-6 max-w-3xl">
            <PostCard post={featured} headingLevel="h3" />
          </div>
        </section>
      ) : null}
      {spotlight.length > 0 ? (
        <section aria-labelledby="spotlight-heading" className="mx-auto max-w-6xl px-4 pt-10">
          <h2 id="spotlight-heading" className="text-3xl">
            Good places to start
          </h2>
          <PostCardList posts={spotlight} columnsClassName="md:grid-cols-2" />
        </section>
      ) : null}
      {/* Empty when the featured post and the spotlight are all there is. */}
      {posts.length > 0 ? (
        <PostListing
          posts={posts}
          page={page}
          pages={pages}
          basePath="/blog"
          headingId="newest-heading"
          heading={page === 1 ? 'Newest posts' : 'Older posts'}
        />
      ) : null}
    </>
  )
}
