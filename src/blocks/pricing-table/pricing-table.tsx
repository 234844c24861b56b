import { Check, Minus } from 'lucide'

import { JsonLdScript } from '@/components/seo/json-ld-script'
import { Icon } from '@/components/ui/icon'
import { offerCatalogJsonLd } from '@/domain/seo/offer-catalog'
import { absoluteUrl, firmJsonLdId } from '@/domain/seo/structured-data'
import { formatWholeDollars } from '@/domain/text/money'
import type { PricingTableBlock } from '@/payload-types'

import type { BlockContext } from '../shared/block-context'
import { BlockSection } from '../shared/block-section'

function ItemList({
  heading,
  items,
  kind,
}: {
  heading: string
  items: ReadonlyArray<{ id?: string | null; item: string }> | null | undefined
  kind: 'included' | 'excluded'
}) {
  if (!items?.length) return null
  const Mark = kind === 'included' ? Check : Minus
  return (
    <>
      <h4 className="text-brand-950 mt-5 text-lg font-bold">{heading}</h4>
      <ul className="mt-2 space-y-2">
        {items.map((row) => (
          <li key={row.id ?? row.item} className="flex gap-2">
            <Icon
              icon={Mark}
              className={`mt-1 size-5 shrink-0 ${kind === 'included' ? 'text-green-800' : 'text-ink-muted'}`}
            />
            {row.item}
          </li>
        ))}
      </ul>
    </>
  )
}

/** Fixed-fee packages side by side, described to search engines as offers with their prices. */
export function PricingTable({
  block,
  context,
}: {
  block: PricingTableBlock
  context: BlockContext
}) {
  const headingId = `pricing-${block.id}`
  const siteUrl = context.firm.url
  return (
    <BlockSection id={headingId} heading={block.heading} intro={block.intro}>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {block.packages.map((item) => (
          <li
            key={item.id ?? item.name}
            className="border-brand-100 rounded-lg border p-6 shadow-sm"
          >
            <h3 className="text-2xl">{item.name}</h3>
            <p className="text-brand-900 mt-2 text-3xl font-bold">
              {formatWholeDollars(item.priceDollars)}
              <span className="text-ink-muted ml-2 text-base font-normal">fixed fee</span>
            </p>
            {item.summary ? <p className="mt-3">{item.summary}</p> : null}
            <ItemList heading="What is included" items={item.included} kind="included" />
            <ItemList heading="Not included" items={item.notIncluded} kind="excluded" />
          </li>
        ))}
      </ul>
      {block.note ? <p className="text-ink-muted mt-6 max-w-3xl">{block.note}</p> : null}
      <JsonLdScript
        data={offerCatalogJsonLd({
          name: block.heading,
          pageUrl: absoluteUrl(siteUrl, context.pagePath),
          firmId: firmJsonLdId(siteUrl),
          packages: block.packages.map((item) => ({
            name: item.name,
            priceDollars: item.priceDollars,
            summary: item.summary,
            included: (item.included ?? []).map((row) => row.item),
          })),
        })}
      />
    </BlockSection>
  )
}
