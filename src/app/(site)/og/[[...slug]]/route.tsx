import { cmsPageSocialTitle } from '@/app/(site)/_cms/cms-page-metadata'
import { pathFromSegments } from '@/app/(site)/_cms/cms-route'
import { blogShareTitle } from '@/app/(site)/blog/_blog/blog-share-title'
import { renderShareCard } from '@/components/brand/share-card'
import { findPageByPath, listPageSummaries } from '@/data/pages'
import { getSiteProfile } from '@/data/site-profile'

// Each CMS page's card is drawn at build time, or on the first request for a page published
// since, then served from Next's cache until the page or the settings change (their cache
// tags). The front door answers the address of no CMS page with 404 before it gets here
// (src/domain/http/unknown-page-path.ts), so misses are never drawn or cached one by one.
export const dynamic = 'force-static'

export async function generateStaticParams() {
  const pages = await listPageSummaries()
  return pages.map((page) => ({ slug: page.path.split('/').filter(Boolean) }))
}

/** The title on the share card of the page at `path`: a CMS page's or a blog page's, or null. */
async function shareTitle(path: string): Promise<string | null> {
  if (path === '/blog' || path.startsWith('/blog/')) return blogShareTitle(path)
  const [page, profile] = await Promise.all([findPageByPath(path), getSiteProfile()])
  return page?.path === path ? cmsPageSocialTitle(page, profile) : null
}

/**
 * `GET /og/<page path>`: the share card (1200×630 PNG) of the CMS or blog page at that path,
 * titled as its Open Graph title; `/og` is the home page's. A catch-all page cannot hold Next's
 * `opengraph-image` file ("Catch-all must be the last part of the URL"), hence this route.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug?: string[] }> }) {
  const path = pathFromSegments((await params).slug)
  const [title, profile] = await Promise.all([shareTitle(path), getSiteProfile()])
  if (title === null) {
    return new Response('Not found.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  return renderShareCard(title, profile.shareCard)
}
