import type { Crumb } from '@/domain/seo/structured-data'

/** The trail to the blog's front page, where every blog page's breadcrumbs start. */
export const blogCrumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Blog', path: '/blog' },
]
