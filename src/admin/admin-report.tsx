import type { ReactNode } from 'react'

/**
 * A report above an admin list (the search statistics, the missed pages): a region named by its
 * heading, a sentence on how it counts, and its parts side by side where they fit.
 */
export function AdminReport({
  id,
  heading,
  intro,
  children,
}: {
  id: string
  heading: string
  intro: string
  children: ReactNode
}) {
  return (
    // Payload's gutters, so the report lines up with the list below it.
    <section
      aria-labelledby={id}
      className="gutter--left gutter--right"
      style={{ marginBottom: '2rem' }}
    >
      <h2 id={id}>{heading}</h2>
      <p>{intro}</p>
      <div
        style={{
          display: 'grid',
          gap: '1.5rem',
          gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
        }}
      >
        {children}
      </div>
    </section>
  )
}
