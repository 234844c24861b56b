import { FaqAccordion } from '@/components/faq/faq-accordion.client'
import { JsonLdScript } from '@/components/seo/json-ld-script'
import { faqPageJsonLd } from '@/domain/seo/structured-data'
import { toParagraphs } from '@/domain/text/paragraphs'
import type { FaqBlock } from '@/payload-types'

/** Questions and answers in an accordion, described to search engines as an FAQ page. */
export function Faq({ block }: { block: FaqBlock }) {
  const headingId = `faq-${block.id}`
  const items = block.items.map((item, index) => ({
    id: item.id ?? String(index),
    question: item.question,
    paragraphs: toParagraphs(item.answer),
  }))
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby={headingId}>
      <div className="max-w-3xl">
        <h2 id={headingId} className="text-3xl">
          {block.heading}
        </h2>
        <FaqAccordion items={items} />
      </div>
      <JsonLdScript
        data={faqPageJsonLd(
          items.map(({ question, paragraphs }) => ({ question, answer: paragraphs.join('\n\n') })),
        )}
      />
    </section>
  )
}
