import type { ReactNode } from 'react'

/**
 * A block's section: named by its heading (an h2) for screen readers' landmarks, with an
 * optional introduction, then the block's own content.
 */
export function BlockSection({
  id,
  heading,
  intro,
  children,
}: {
  id: string
  heading: string
  intro?: string | null
  children: ReactNode
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby={id}>
      <h2 id={id} className="text-3xl">
        {heading}
      </h2>
      {intro ? <p className="text-ink-muted mt-3 max-w-2xl">{intro}</p> : null}
      {children}
    </section>
  )
}
