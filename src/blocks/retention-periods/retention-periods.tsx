import { retentionSentences, type RetentionPeriods } from '@/domain/privacy/retention'
import type { RetentionPeriodsBlock } from '@/payload-types'

import { BlockSection } from '../shared/block-section'

/**
 * How long the firm keeps what visitors send, in the periods the site deletes by: the policy
 * and the software read the same settings, so they cannot say different things.
 */
export function RetentionPeriods({
  block,
  retention,
}: {
  block: RetentionPeriodsBlock
  retention: RetentionPeriods
}) {
  return (
    <BlockSection id={`retention-${block.id}`} heading={block.heading} intro={block.intro}>
      <ul className="mt-4 max-w-3xl list-disc pl-6">
        {retentionSentences(retention).map((sentence) => (
          <li key={sentence} className="mt-2">
            {sentence}
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
