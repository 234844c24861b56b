import { Document, Page, Text } from '@react-pdf/renderer'
import { expect, it } from 'vitest'

import { readPdfPages } from '../../../tests/support/pdf-pages'
import { renderPdfToBuffer } from './render'

const letter = (
  <Document>
    <Page size="LETTER">
      <Text>Dear client,</Text>
    </Page>
  </Document>
)

it('renders a document to a buffer', async () => {
  const pdf = await renderPdfToBuffer(letter)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect((await readPdfPages(pdf)).map((page) => page.text)).toEqual(['Dear client,'])
})
