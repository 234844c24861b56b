import { Download, FileText, Link2, Printer } from 'lucide'
import { useState, type MouseEvent } from 'react'

import { ButtonIcon } from '@/components/ui/button'
import { buttonClass } from '@/components/ui/button-class'
import { Icon } from '@/components/ui/icon'
import { isPlainClick } from '@/domain/navigation/plain-click'
import type { RothAnalysis } from '@/domain/roth'
import { rothFormQuery, type RothFormState } from '@/domain/roth/roth-form'
import { rothToolPath } from '@/domain/roth/roth-tool-copy'
import { strategiesCsv, strategiesCsvFileName } from '@/domain/roth/strategies-csv'

import { saveFile } from './save-file'

type PdfStatus = 'idle' | 'busy' | 'failed'

const pdfMessages: Record<PdfStatus, string> = {
  idle: '',
  busy: 'Making your PDF…',
  failed: 'The PDF could not be made just now. Please try again in a minute.',
}

/**
 * The report's download: a plain link without JavaScript; with it, the PDF is fetched in the
 * background so the link can show that it is busy (spinner, `aria-busy`, said in the status).
 */
function usePdfDownload() {
  const [status, setStatus] = useState<PdfStatus>('idle')
  async function download(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return // a new tab or window: the link's own address
    event.preventDefault()
    if (status === 'busy') return
    setStatus('busy')
    try {
      const response = await fetch(event.currentTarget.href)
      if (!response.ok) throw new Error(`The report answered ${response.status}`)
      const disposition = response.headers.get('Content-Disposition') ?? ''
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'roth-conversion-analysis.pdf'
      saveFile(await response.blob(), fileName)
      setStatus('idle')
    } catch {
      setStatus('failed')
    }
  }
  return { status, download }
}

/**
 * What a visitor can do with the settled results: copy the link that reproduces them, download
 * them as a PDF (with the chosen year-by-year scenario) and, when there are bracket-filling
 * strategies, the strategies ranked as CSV, or print them.
 */
export function ResultActions({
  settledState,
  analysis,
  otherIncomeTier,
  tableScenarioId,
  copyStatus,
  onCopyLink,
}: {
  settledState: RothFormState
  analysis: Pick<RothAnalysis, 'strategies' | 'scenarios' | 'valuationYear'>
  /** The Medicare tier of the parent's other income alone, for the strategies' labels (§21). */
  otherIncomeTier: number | null
  tableScenarioId: string | undefined
  copyStatus: string
  onCopyLink: () => void
}) {
  const pdf = usePdfDownload()
  const isMakingPdf = pdf.status === 'busy'
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
        onClick={(event) => void pdf.download(event)}
        aria-disabled={isMakingPdf || undefined}
        aria-busy={isMakingPdf || undefined}
        className={buttonClass({
          variant: 'secondary',
          size: 'medium',
          className: 'aria-disabled:cursor-wait aria-disabled:opacity-70',
        })}
      >
        <ButtonIcon icon={FileText} isBusy={isMakingPdf} />
        Download PDF
      </a>
      {analysis.strategies.length > 0 ? (
        <button
          type="button"
          onClick={() =>
            saveFile(
              new Blob([strategiesCsv(analysis, otherIncomeTier)], {
                type: 'text/csv;charset=utf-8',
              }),
              strategiesCsvFileName,
            )
          }
          className={buttonClass({ variant: 'secondary', size: 'medium' })}
        >
          <Icon icon={Download} className="size-5" />
          Download strategies (CSV)
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => window.print()}
        className={buttonClass({ variant: 'secondary', size: 'medium' })}
      >
        <Icon icon={Printer} className="size-5" />
        Print
      </button>
      <p aria-live="polite" className="text-ink-muted">
        {copyStatus || pdfMessages[pdf.status]}
      </p>
    </div>
  )
}
