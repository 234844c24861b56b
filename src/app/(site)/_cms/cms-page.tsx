import { notFound, permanentRedirect, redirect } from 'next/navigation'

import { RenderBlocks } from '@/blocks/render-blocks'
import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { PreviewBanner } from '@/components/preview/preview-banner'
import { JsonLdScript } from '@/components/seo/json-ld-script'
import { findPageByPath, listPageSummaries } from '@/data/pages'
import { isPreviewingDrafts } from '@/data/preview'
import { findRedirect } from '@/data/redirects'
import { getSiteProfile } from '@/data/site-profile'
import { serviceLineLabels, serviceLineOfPath } from '@/domain/practice/service-lines'
import {
  breadcrumbListJsonLd,
  breadcrumbTrail,
  servicePageJsonLd,
} from '@/domain/seo/structured-data'

/**
 * A page built from CMS blocks at `path` (its address or one of its aliases). A missing page is a
 * 404 (a redirect from its address is answered before, by the front door). In draft view (staff only)
 * it shows the page's latest draft under the preview banner, or follows the address's redirect
 * (307, so that no browser keeps it).
 */
export async function CmsPage({ path }: { path: string }) {
  const draft = await isPreviewingDrafts()
  const page = await findPageByPath(path, { draft })
  if (!page) {
    // The front door answers an old address that has a redirect (src/app/redirect-answer.ts), with
    // the visitor's query. One reaches here only in staff's draft view (no draft at the address)
    // or when the door could not look it up: follow it here, without the query (with the database
    // out of reach, this lookup fails too: a 500).
    const target = await findRedirect(path)
    if (target?.isPermanent && !draft) permanentRedirect(target.to)
    if (target) redirect(target.to)
    notFound()
  }
  const [profile, summaries] = await Promise.all([getSiteProfile(), listPageSummaries()])
  const titles = new Map(summaries.map((summary) => [summary.path, summary.title]))
  const isHome = page.path === '/'
  const crumbs = breadcrumbTrail(page.path, (ancestor) =>
    ancestor === page.path ? page.title : titles.get(ancestor),
  )
  const startsWithHero = page.layout[0]?.blockType === 'hero'
  const serviceLine = serviceLineOfPath(page.path)

  return (
    <>
      {draft ? <PreviewBanner path={page.path} /> : null}
      {isHome ? null : (
        <>
          <Breadcrumbs crumbs={crumbs} />
          <JsonLdScript data={breadcrumbListJsonLd(profile.siteUrl, crumbs)} />
        </>
      )}
      {serviceLine ? (
        <JsonLdScript
          data={servicePageJsonLd(profile.firm, {
            path: page.path,
            name: page.title,
            description: page.description,
            serviceType: serviceLineLabels[serviceLine],
            keywords: profile.localKeywords[serviceLine] ?? [],
          })}
        />
      ) : null}
      {startsWithHero ? null : (
        <h1 className="mx-auto max-w-6xl px-4 pt-8 text-4xl sm:text-5xl">{page.title}</h1>
      )}
      <RenderBlocks
        blocks={page.layout}
        context={{
          channels: profile.channels,
          firm: profile.firm,
          pagePath: page.path,
          paymentFormUrl: profile.paymentFormUrl,
          retention: profile.retention,
        }}
      />
    </>
  )
}
