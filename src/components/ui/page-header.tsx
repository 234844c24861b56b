import type { ReactNode } from 'react'

/**
 * The band at the top of a page that has no hero: an optional eyebrow line, the page's one
 * `<h1>` and an optional lead (a sentence, or `children` for richer content such as paragraphs
 * and a link).
 */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string
  title: string
  lead?: string | null
  children?: ReactNode
}) {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        {eyebrow ? <p className="text-brand-800 font-semibold">{eyebrow}</p> : null}
        <h1 className={`text-4xl sm:text-5xl ${eyebrow ? 'mt-2' : ''}`}>{title}</h1>
        {lead ? <p className="text-ink-muted mt-5 max-w-3xl text-xl">{lead}</p> : null}
        {children}
      </div>
    </section>
  )
}
