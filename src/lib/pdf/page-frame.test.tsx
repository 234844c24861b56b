import { Document, Text } from '@react-pdf/renderer'
import { describe, expect, it } from 'vitest'

import { readPdfPages, type PdfPage } from '../../../tests/support/pdf-pages'
import { bottomReservePoints, footerHeightPoints, PageFrame } from './page-frame'
import { renderPdfToBuffer } from './render'

const paragraphs = Array.from({ length: 90 }, (_, index) => `Paragraph ${index + 1}, one line.`)

async function renderFramed(props: { footerLine?: string } = {}) {
  return readPdfPages(
    await renderPdfToBuffer(
      <Document>
        <PageFrame firmName="Juniper Hill Law" {...props}>
          {paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </PageFrame>
      </Document>,
    ),
  )
}

/** The text set within the footer's band at the foot of `page`. */
const footerText = (page: PdfPage) =>
  page.runs
    .filter((run) => run.y < footerHeightPoints)
    .map((run) => run.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()

// Rendering is CPU-bound, and the machine's two cores may be busy with a build.
describe('PageFrame', { timeout: 30_000 }, () => {
  it('puts the firm, the footer line and “Page X of Y” at the foot of every page', async () => {
    const pages = await renderFramed({ footerLine: 'Quiz report for Zoë Ørsted, prepared today' })
    expect(pages.length).toBeGreaterThanOrEqual(2)
    pages.forEach((page, index) => {
      expect(footerText(page)).toBe(
        `Juniper Hill Law Page ${index + 1} of ${pages.length} Quiz report for Zoë Ørsted, prepared today`,
      )
    })
    expect(pages.map((page) => page.text).join(' ')).toContain('Paragraph 90,')
  })

  it('keeps the content above the bottom reserve', async () => {
    const pages = await renderFramed()
    for (const [index, page] of pages.entries()) {
      const lowest = Math.min(
        ...page.runs.filter((run) => run.text.startsWith('Paragraph')).map((run) => run.y),
      )
      expect(lowest).toBeGreaterThan(bottomReservePoints)
      // A full page's last line sits just above the reserve.
      if (index < pages.length - 1) expect(lowest).toBeLessThan(bottomReservePoints + 20)
    }
  })

  it('leaves the footer line out when there is none', async () => {
    const pages = await renderFramed()
    pages.forEach((page, index) =>
      expect(footerText(page)).toBe(`Juniper Hill Law Page ${index + 1} of ${pages.length}`),
    )
  })

  it('numbers the pages of several frames as one document, so a frame starts a new page', async () => {
    const pages = await readPdfPages(
      await renderPdfToBuffer(
        <Document>
          <PageFrame firmName="Juniper Hill Law">
            <Text>Your answers</Text>
          </PageFrame>
          <PageFrame firmName="Juniper Hill Law">
            <Text>What they mean</Text>
          </PageFrame>
        </Document>,
      ),
    )
    expect(pages.map(footerText)).toEqual([
      'Juniper Hill Law Page 1 of 2',
      'Juniper Hill Law Page 2 of 2',
    ])
  })
})
