import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Faq } from '@/blocks/faq/faq'
import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { JsonLdScript } from '@/components/seo/json-ld-script'
import { PageHeader } from '@/components/ui/page-header'
import { listTaxa, type TaxonKind } from '@/data/blog-taxonomy'
import { getSiteProfile } from '@/data/site-profile'
import { pageCount, pagePath, pageSlice, postsPerPage } from '@/domain/blog/pagination'
import { breadcrumbListJsonLd } from '@/domain/seo/structured-data'

import { blogCrumbs } from './blog-crumbs'
import { blogPageMetadata } from './blog-metadata'
import { PostListing } from './post-listing'

const kinds = {
  categories: {
    indexName: 'Categories',
    eyebrow: 'Category',
    title: (name: string) => `${name} articles`,
  },
  tags: {
    indexName: 'Topics',
    eyebrow: 'Topic',
    title: (name: string) => `Articles about ${name.toLowerCase()}`,
  },
} as const

const withPage = (title: string, page: number) => (page === 1 ? title : `${title}, page ${page}`)

/** The category's or tag's page `page` of posts, or null when there is no such page. */
async function findTaxonPage(kind: TaxonKind, slug: string, page: number) {
  const taxon = (await listTaxa(kind)).find((candidate) => candidate.slug === slug)
  const posts = taxon ? pageSlice(taxon.posts, page, postsPerPage) : null
  return taxon && posts ? { taxon, posts } : null
}

/** `generateStaticParams` of the later pages of every category's or tag's listing. */
export async function laterTaxonPages(kind: TaxonKind) {
  return (await listTaxa(kind)).flatMap(({ slug, posts }) =>
    Array.from({ length: pageCount(posts.length, postsPerPage) - 1 }, (_, index) => ({
      slug,
      page: String(index + 2),
    })),
  )
}

export async function taxonPageMetadata(
  kind: TaxonKind,
  slug: string,
  page: number,
): Promise<Metadata> {
  const found = await findTaxonPage(kind, slug, page)
  if (!found) return {}
  const { taxon } = found
  return blogPageMetadata({
    path: pagePath(`/blog/${kind}/${slug}`, page),
    title: withPage(kinds[kind].title(taxon.name), page),
    description: page === 1 ? taxon.about : `Page ${page}. ${taxon.about}`,
  })
}

/** A category's or tag's page: what it is, its posts (nine to a page) and, for a category, its FAQ. */
export async function TaxonPage({
  kind,
  slug,
  page,
}: {
  kind: TaxonKind
  slug: string
  page: number
}) {
  const [found, profile] = await Promise.all([findTaxonPage(kind, slug, page), getSiteProfile()])
  if (!found) notFound()
  const { taxon, posts } = found
  const basePath = `/blog/${kind}/${taxon.slug}`
  const crumbs = [
    ...blogCrumbs,
    { name: kinds[kind].indexName, path: `/blog/${kind}` },
    { name: taxon.name, path: basePath },
    ...(page > 1 ? [{ name: `Page ${page}`, path: pagePath(basePath, page) }] : []),
  ]
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <JsonLdScript data={breadcrumbListJsonLd(profile.siteUrl, crumbs)} />
      <PageHeader
        eyebrow={kinds[kind].eyebrow}
        title={withPage(kinds[kind].title(taxon.name), page)}
        lead={taxon.about}
      />
      <PostListing
        posts={posts}
        page={page}
        pages={pageCount(taxon.posts.length, postsPerPage)}
        basePath={basePath}
        headingId="posts-heading"
        heading={page === 1 ? 'Newest posts' : 'Older posts'}
      />
      {/* The category's questions follow its posts, the page's content: no FAQPage markup. */}
      {taxon.faq && page === 1 ? <Faq block={taxon.faq} isPageContent={false} /> : null}
    </>
  )
}
