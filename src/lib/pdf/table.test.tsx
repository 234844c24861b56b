import { Document, Text } from '@react-pdf/renderer'
import { describe, expect, it } from 'vitest'

import { readPdfPages } from '../../../tests/support/pdf-pages'
import { contentWidthPoints, PageFrame } from './page-frame'
import { renderPdfToBuffer } from './render'
import { Table, TableCell, TableHeaderRow, TableRow } from './table'

const nameWidth = 300
const amountWidth = contentWidthPoints - nameWidth

const rows = Array.from({ length: 40 }, (_, index) => ({
  name: `Row ${index + 1}`,
  amount: index % 2 === 0 ? '1' : '1,000,000',
}))

async function renderTable() {
  return readPdfPages(
    await renderPdfToBuffer(
      <Document>
        <PageFrame firmName="Juniper Hill Law">
          <Table>
            <TableHeaderRow>
              <TableCell width={nameWidth}>
                <Text>Name heading</Text>
              </TableCell>
              <TableCell width={amountWidth} isNumber>
                <Text>Amount heading</Text>
              </TableCell>
            </TableHeaderRow>
            {rows.map((row) => (
              <TableRow key={row.name}>
                <TableCell width={nameWidth}>
                  <Text>{row.name}</Text>
                </TableCell>
                <TableCell width={amountWidth} isNumber>
                  <Text>{row.amount}</Text>
                </TableCell>
              </TableRow>
            ))}
          </Table>
          {Array.from({ length: 60 }, (_, index) => (
            <Text key={index}>Paragraph {index + 1} after the table</Text>
          ))}
        </PageFrame>
      </Document>,
    ),
  )
}

// Rendering is CPU-bound, and the machine's two cores may be busy with a build.
describe('Table', { timeout: 30_000 }, () => {
  it('repeats the header row on every page the table spans, and on no other', async () => {
    const pages = await renderTable()
    const withRows = pages.filter((page) => page.text.includes('Row '))
    expect(withRows.length).toBeGreaterThanOrEqual(2)
    for (const page of withRows) expect(page.text).toContain('Name heading Amount heading')
    expect(withRows.at(-1)?.text).toContain('Row 40')
    const after = pages.slice(withRows.length)
    expect(after.length).toBeGreaterThanOrEqual(1)
    for (const page of after) {
      expect(page.text).toContain('after the table')
      expect(page.text).not.toContain('Name heading')
    }
  })

  it('aligns numbers to the right, so the digits line up', async () => {
    const [first] = await renderTable()
    const start = (text: string) => first?.runs.find((run) => run.text === text)?.x ?? Number.NaN
    expect(start('1')).toBeGreaterThan(start('1,000,000'))
  })
})
