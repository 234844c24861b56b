import type { ReactNode } from 'react'

/**
 * A table wider than a phone: its title above, wrapping to the screen, and the table in a
 * container that scrolls sideways, focusable by keyboard and named by the title, as the table is.
 */
export function WideTable({
  id,
  title,
  describedBy,
  tableClassName,
  className = 'mt-4',
  children,
}: {
  /** The title's id, which names the scrolling region and the table. */
  id: string
  title: ReactNode
  /** The id of a note that describes the table, if any. */
  describedBy?: string
  /** The table's classes, its minimum width among them (e.g. `min-w-[36rem]`). */
  tableClassName: string
  className?: string
  /** The table's head and bodies. */
  children: ReactNode
}) {
  return (
    <div className={className}>
      <p id={id} className="text-brand-950 mb-2 text-lg font-bold">
        {title}
      </p>
      <div
        className="overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-labelledby={id}
        aria-describedby={describedBy}
      >
        <table aria-labelledby={id} className={tableClassName}>
          {children}
        </table>
      </div>
    </div>
  )
}
