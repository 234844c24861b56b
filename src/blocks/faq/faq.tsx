import { ChevronDown } from 'lucide'

import { JsonLdScript } from '@/components/seo/json-ld-script'
import { Icon } from '@/components/ui/icon'
import { faqAnswerId } from '@/domain/search/search-record'
import { faqPageJsonLd } from '@/domain/seo/structured-data'
import { toParagraphs } from '@/domain/text/paragraphs'
import type { FaqBlock } from '@/payload-types'

/**
 * Questions that open to show their answers, described to search engines as an FAQ page. Native
 * `<details>`: the answers are in the server's HTML (found by the browser's find, read without
 * JavaScript, matching the structured data), several can be open at once, all by keyboard. Each
 * answer has an address of its own (`#faq-{row id}`), which opens its question. With
 * `isPageContent` false (questions beside a page's own content, such as a blog category's, which
 * repeat on every category) they are not marked up: search engines are told of one FAQ page per
 * set of questions, the page whose content they are.
 */
export function Faq({ block, isPageContent = true }: { block: FaqBlock; isPageContent?: boolean }) {
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
        <div className="divide-brand-100 border-brand-100 mt-6 divide-y border-y">
          {items.map((item) => (
            <details key={item.id} className="group">
              <summary className="text-brand-950 flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden">
                <h3 className="text-xl">{item.question}</h3>
                <Icon
                  icon={ChevronDown}
                  className="size-6 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              {/* The site search links here: a browser opens the question to show its target. */}
              <div id={faqAnswerId(item.id)} className="scroll-mt-28 pb-4">
                {item.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-2 first:mt-0">
                    {paragraph}
                  </p>
                ))}
              </div>
            </details>
          ))}
        </div>
      </div>
      {isPageContent ? (
        <JsonLdScript
          data={faqPageJsonLd(
            items.map(({ question, paragraphs }) => ({
              question,
              answer: paragraphs.join('\n\n'),
            })),
          )}
        />
      ) : null}
    </section>
  )
}
