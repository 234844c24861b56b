import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { analyzeRothConversion } from '@/domain/roth'
import { rothFormStateFromSearchParams } from '@/domain/roth/roth-form'
import { workedExampleA, workedExampleF } from '@/domain/roth/worked-examples'

import { ResultActions } from './result-actions'

function renderActions(
  analysis: ReturnType<typeof analyzeRothConversion>,
  otherIncomeTier: number | null = null,
) {
  render(
    <ResultActions
      settledState={rothFormStateFromSearchParams({})}
      analysis={analysis}
      otherIncomeTier={otherIncomeTier}
      tableScenarioId="moderate"
      copyStatus=""
      onCopyLink={() => {}}
    />,
  )
  return userEvent.setup()
}

describe('ResultActions', () => {
  afterEach(() => vi.restoreAllMocks())

  it('downloads worked example F’s strategies, best first, as a CSV file, labelled as on the page', async () => {
    const savedBlobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      savedBlobs.push(blob as Blob)
      return 'blob:strategies'
    })
    const downloads: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download)
    })
    // Example F's other income alone (120,000, single) is in Medicare tier 1.
    const user = renderActions(analyzeRothConversion(workedExampleF), 1)

    await user.click(screen.getByRole('button', { name: 'Download strategies (CSV)' }))

    expect(downloads).toEqual(['roth-conversion-strategies.csv'])
    const [blob] = savedBlobs
    expect(blob?.type).toBe('text/csv;charset=utf-8')
    const [, best] = (await blob!.text()).split('\r\n')
    expect(best).toMatch(
      /^1,fill-24-10y-tier3,"Fill the 24% bracket for 10 years, rising to Medicare premium tier 3",/,
    )
  })

  it('offers no strategies download without strategies (quick mode)', () => {
    renderActions(analyzeRothConversion(workedExampleA))
    expect(screen.getByRole('link', { name: 'Download PDF' }))
    expect(screen.queryByRole('button', { name: 'Download strategies (CSV)' })).toBeNull()
  })
})
