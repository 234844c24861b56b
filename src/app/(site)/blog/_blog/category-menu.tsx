import Link from 'next/link'

import type { CategoryDetail } from '@/data/blog-taxonomy'

/** The blog's categories as staff ordered them, and the ways to browse by category and topic. */
export function CategoryMenu({ categories }: { categories: CategoryDetail[] }) {
  return (
    <nav aria-label="Blog categories" className="mx-auto max-w-6xl px-4 pt-8">
      <ul className="flex flex-wrap gap-x-6 gap-y-3">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link href={`/blog/categories/${category.slug}`}>{category.name}</Link>
          </li>
        ))}
        <li>
          <Link href="/blog/tags">All topics</Link>
        </li>
      </ul>
    </nav>
  )
}
