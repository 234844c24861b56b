'use client'

import { ChevronDown } from 'lucide-react'
import { Accordion } from 'radix-ui'

export type FaqItem = { id: string; question: string; paragraphs: string[] }

/** Questions that open to show their answers; several can be open at once, all by keyboard. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root
      type="multiple"
      className="divide-brand-100 border-brand-100 mt-6 divide-y border-y"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header asChild>
            <h3 className="text-xl">
              <Accordion.Trigger className="group text-brand-950 flex min-h-12 w-full items-center justify-between gap-4 py-4 text-left font-semibold">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-6 shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="pb-4">
            {item.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 first:mt-0">
                {paragraph}
              </p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
