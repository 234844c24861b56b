import Link from 'next/link'

import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { JsonLdScript } from '@/components/seo/json-ld-script'
import { PageHeader } from '@/components/ui/page-header'
import { listTaxa, type TaxonKind } from '@/data/blog-taxonomy'
import { getSiteProfile } from '@/data/site-profile'
import { breadcrumbListJsonLd } from '@/domain/seo/structured-data'

import { blogCrumbs } from './blog-crumbs'

/** The list of categories or topics: each with what it is about and how many posts it has. */
export async function TaxonIndex({
  kind,
  title,
  lead,
}: {
  kind: TaxonKind
  title: string
  lead: string
}) {
  const [taxa, profile] = await Promise.all([listTaxa(kind), getSiteProfile()])
  const crumbs = [...blogCrumbs, { name: title, path: `/blog/${kind}` }]
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <JsonLdScript data={breadcrumbListJsonLd(profile.siteUrl, crumbs)} />
      <PageHeader title={title} lead={lead} />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-2">
        {taxa.map((taxon) => (
          <li key={taxon.slug} className="border-brand-100 rounded-xl border p-6">
            <h2 className="text-2xl">
              <Link href={`/blog/${kind}/${taxon.slug}`}>{taxon.name}</Link>
            </h2>
            <p className="text-ink-muted mt-1 text-base">
              {taxon.posts.length === 1 ? '1 post' : `${taxon.posts.length} posts`}
            </p>
            <p className="mt-3">{taxon.about}</p>
          </li>
        ))}
      </ul>
    </>
  )
}
