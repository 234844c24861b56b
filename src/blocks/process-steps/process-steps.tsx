import { toParagraphs } from '@/domain/text/paragraphs'
import type { ProcessStepsBlock } from '@/payload-types'

import { BlockSection } from '../shared/block-section'

/** The steps of the work in order, numbered so a reader knows where they are. */
export function ProcessSteps({ block }: { block: ProcessStepsBlock }) {
  const headingId = `steps-${block.id}`
  return (
    <BlockSection id={headingId} heading={block.heading} intro={block.intro}>
      <ol className="mt-8 max-w-3xl space-y-6">
        {block.steps.map((step, index) => (
          <li key={step.id ?? step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="bg-brand-800 flex size-10 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-xl">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              {toParagraphs(step.text).map((paragraph) => (
                <p key={paragraph} className="mt-2">
                  {paragraph}
                </p>
              ))}
            </div>
          </li>
        ))}
      </ol>
    </BlockSection>
  )
}
