import Link from 'next/link'

import { getBlogSettings } from '@/data/blog-settings'
import { listPageSummaries } from '@/data/pages'
import { listPostSummaries } from '@/data/posts'

/** Posts suggested when a search finds nothing: the blog's spotlight, else the newest. */
const suggestedPostCount = 3

/**
 * What to offer when a search finds nothing: the service pages, the contact page and a few good
 * posts, all read from the CMS.
 */
export async function SearchSuggestions() {
  const [pages, posts, settings] = await Promise.all([
    listPageSummaries(),
    listPostSummaries(),
    getBlogSettings(),
  ])
  const services = pages.filter((page) => /^\/services\/[^/]+$/.test(page.path) && !page.noindex)
  const contact = pages.find((page) => page.path === '/contact')
  const byId = new Map(posts.map((post) => [post.id, post]))
  const spotlight = settings.spotlightPostIds.flatMap((id) => byId.get(id) ?? [])
  const suggested = (spotlight.length > 0 ? spotlight : posts).slice(0, suggestedPostCount)
  return (
    <div className="bg-brand-50 rounded-xl p-6">
      <p className="text-lg">
        Nothing matched. Check the spelling, try fewer or other words, or remove a filter. These may
        help:
      </p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="text-xl">Our services</h3>
          <ul className="mt-2 grid gap-2">
            {services.map((page) => (
              <li key={page.path}>
                <Link href={page.path}>{page.title}</Link>
              </li>
            ))}
            {contact ? (
              <li>
                <Link href={contact.path}>{contact.title}: ask us directly</Link>
              </li>
            ) : null}
          </ul>
        </div>
        {suggested.length > 0 ? (
          <div>
            <h3 className="text-xl">Popular on the blog</h3>
            <ul className="mt-2 grid gap-2">
              {suggested.map((post) => (
                <li key={post.slug}>
                  <Link href={`/blog/${post.slug}`}>{post.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  )
}
