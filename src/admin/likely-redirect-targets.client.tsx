'use client'

import { useField, useFormFields } from '@payloadcms/ui'
import { useEffect, useMemo, useState } from 'react'
import { z } from 'zod'

import {
  likelyRedirectTargets,
  type RedirectCandidate,
} from '@/domain/staff/likely-redirect-targets'

const ListSchema = z.object({
  docs: z.array(
    z.object({
      title: z.string().nullish(),
      path: z.string().nullish(),
      slug: z.string().nullish(),
    }),
  ),
})

/** The site's published pages and posts, as the signed-in staff member's admin reads them. */
async function readCandidates(signal: AbortSignal): Promise<RedirectCandidate[]> {
  const read = async (collection: 'pages' | 'posts', field: 'path' | 'slug') => {
    const query = new URLSearchParams({
      limit: '500',
      depth: '0',
      'where[_status][equals]': 'published',
      'select[title]': 'true',
      [`select[${field}]`]: 'true',
    })
    const response = await fetch(`/api/${collection}?${query}`, { signal, credentials: 'include' })
    const parsed = ListSchema.safeParse(await response.json())
    if (!parsed.success) return []
    return parsed.data.docs.flatMap(({ title, path, slug }) => {
      const address = field === 'path' ? path : slug ? `/blog/${slug}` : null
      return address ? [{ path: address, title: title ?? address }] : []
    })
  }
  return (await Promise.all([read('pages', 'path'), read('posts', 'slug')])).flat()
}

/**
 * Under a redirect's "To" box: the site's pages most like the old address, each a button that
 * fills the box, so staff pick where it leads instead of typing a path.
 */
export function LikelyRedirectTargets() {
  const from = useFormFields(([fields]) => fields.from?.value)
  const { setValue } = useField<string>({ path: 'to' })
  const [candidates, setCandidates] = useState<RedirectCandidate[]>([])
  useEffect(() => {
    const controller = new AbortController()
    readCandidates(controller.signal)
      .then(setCandidates)
      .catch(() => setCandidates([]))
    return () => controller.abort()
  }, [])
  const likely = useMemo(
    () => (typeof from === 'string' ? likelyRedirectTargets(from, candidates) : []),
    [from, candidates],
  )
  if (likely.length === 0) return null
  return (
    <div role="group" aria-label="Pages like the old address" style={{ marginTop: '0.5rem' }}>
      <p style={{ margin: '0 0 0.25rem' }}>Pages like the old address:</p>
      <ul
        style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', listStyle: 'none', padding: 0 }}
      >
        {likely.map((page) => (
          <li key={page.path}>
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              style={{ margin: 0 }}
              onClick={() => setValue(page.path)}
            >
              {page.title} ({page.path})
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
