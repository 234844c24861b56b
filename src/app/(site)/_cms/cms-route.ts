import type { Metadata } from 'next'

import { listPageSummaries } from '@/data/pages'

import { cmsPageMetadata } from './cms-page-metadata'

/** Sections with a layout of their own (seed §2); every other CMS page uses the default layout. */
const sections = ['services', 'policies'] as const

type Section = (typeof sections)[number]
type SlugParams = { params: Promise<{ slug?: string[] }> }

/** The site path for a catch-all route's segments, e.g. ['bankruptcy'] in services → /services/bankruptcy. */
export function pathFromSegments(segments: string[] | undefined, section?: Section): string {
  return `/${[section, ...(segments ?? [])].filter(Boolean).join('/')}`
}

function sectionOf(path: string): Section | undefined {
  return sections.find((section) => path === `/${section}` || path.startsWith(`/${section}/`))
}

/**
 * `generateStaticParams` and `generateMetadata` for the catch-all route of a section, or, with no
 * section, for the default layout's catch-all (pages outside every section, home excluded).
 */
export function cmsRoute(section?: Section) {
  const prefixSegments = section ? 1 : 0
  return {
    async generateStaticParams() {
      const pages = await listPageSummaries()
      return pages
        .flatMap((page) => [page.path, ...(page.aliases ?? []).map((alias) => alias.path)])
        .filter((path) => path !== '/' && sectionOf(path) === section)
        .map((path) => ({ slug: path.split('/').slice(1 + prefixSegments) }))
    },
    async generateMetadata({ params }: SlugParams): Promise<Metadata> {
      return cmsPageMetadata(pathFromSegments((await params).slug, section))
    },
  }
}
