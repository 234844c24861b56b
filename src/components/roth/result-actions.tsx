import { FileText, Link2, Printer } from 'lucide'

import { buttonClass } from '@/components/ui/button-class'
import { Icon } from '@/components/ui/icon'
import { rothFormQuery, type RothFormState } from '@/domain/roth/roth-form'

import { rothToolPath } from './roth-tool-copy'

/**
 * What a visitor can do with the settled results: copy the link that reproduces them, download
 * them as a PDF (with the chosen year-by-year scenario), or print them.
 */
export function ResultActions({
  settledState,
  tableScenarioId,
  copyStatus,
  onCopyLink,
}: {
  settledState: RothFormState
  tableScenarioId: string | undefined
  copyStatus: string
  onCopyLink: () => void
}) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
      <button
        type="button"
        onClick={onCopyLink}
        className={buttonClass({ variant: 'secondary', size: 'medium' })}
      >
        <Icon icon={Link2} className="size-5" />
        Copy link
      </button>
      <a
        href={`${rothToolPath}/report.pdf?${rothFormQuery(settledState)}&table=${tableScenarioId ?? ''}`}
        download
        className={buttonClass({ variant: 'secondary', size: 'medium' })}
      >
        <Icon icon={FileText} className="size-5" />
        Download PDF
      </a>
      <button
        type="button"
        onClick={() => window.print()}
        className={buttonClass({ variant: 'secondary', size: 'medium' })}
      >
        <Icon icon={Printer} className="size-5" />
        Print
      </button>
      <p aria-live="polite" className="text-ink-muted">
        {copyStatus}
      </p>
    </div>
  )
}
