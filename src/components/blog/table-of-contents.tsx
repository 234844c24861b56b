import type { TocEntry } from '@/domain/blog/heading-anchors'

/**
 * The post's headings as links to their places in the page. Plain fragment links: the browser
 * scrolls to the heading and moves focus to it (headings take focus with tabIndex -1), with or
 * without JavaScript.
 */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null
  return (
    <nav aria-labelledby="toc-heading" className="border-brand-100 rounded-xl border p-5">
      <h2 id="toc-heading" className="text-xl">
        In this article
      </h2>
      <ol className="mt-3 space-y-2 text-base">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? 'pl-4' : undefined}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
