import Link from 'next/link'

import { CmsIcon } from '@/components/ui/icon'
import type { ServiceLinesBlock } from '@/payload-types'

/** Cards for the firm's service lines, each leading to its page. */
export function ServiceLines({ block }: { block: ServiceLinesBlock }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby={`services-${block.id}`}>
      <h2 id={`services-${block.id}`} className="text-3xl">
        {block.heading}
      </h2>
      {block.intro ? <p className="text-ink-muted mt-3 max-w-2xl">{block.intro}</p> : null}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {block.services.map((service) => (
          <li
            key={service.id ?? service.path}
            className="border-brand-100 relative rounded-lg border p-6 shadow-sm"
          >
            {service.icon ? (
              <CmsIcon name={service.icon} className="text-brand-700 size-8" />
            ) : null}
            <h3 className="mt-3 text-2xl">
              <Link
                href={service.path}
                className="no-underline after:absolute after:inset-0 hover:underline"
              >
                {service.title}
              </Link>
            </h3>
            <p className="text-ink-muted mt-2">{service.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
