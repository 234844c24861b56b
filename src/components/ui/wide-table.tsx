import type { ReactNode } from 'react'

/** A column heading; numbers are right-aligned under theirs. */
export type WideTableColumn = { label: string; isNumber?: boolean }

/**
 * A table wider than a phone: its title above, wrapping to the screen, and the table in a
 * container that scrolls sideways, focusable by keyboard and named by the title, as the table is.
 */
export function WideTable({
  id,
  title,
  describedBy,
  columns,
  tableClassName,
  className = 'mt-4',
  children,
}: {
  /** The title's id, which names the scrolling region and the table. */
  id: string
  title: ReactNode
  /** The id of a note that describes the table, if any. */
  describedBy?: string
  /** The column headings, or none when `children` bring a head of their own. */
  columns?: ReadonlyArray<WideTableColumn>
  /** The table's classes, its minimum width among them (e.g. `min-w-[36rem]`). */
  tableClassName: string
  className?: string
  /** The table's bodies (and its head when `columns` is not given). */
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
          {columns ? (
            <thead>
              <tr className="border-brand-800 border-b-2">
                {columns.map(({ label, isNumber }, index) => (
                  <th
                    key={label}
                    scope="col"
                    className={`py-2 ${index < columns.length - 1 ? 'pr-4' : ''} ${isNumber ? 'text-right' : ''}`}
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          {children}
        </table>
      </div>
    </div>
  )
}
