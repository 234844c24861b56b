import 'server-only'

import { StyleSheet, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'

import { pdfColors } from './colors'

const styles = StyleSheet.create({
  table: { borderTopWidth: 1, borderColor: pdfColors.rule },
  headerRow: {
    flexDirection: 'row',
    backgroundColor: pdfColors.headerFill,
    borderBottomWidth: 1,
    borderColor: pdfColors.rule,
    fontWeight: 'bold',
    fontSize: 9,
  },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: pdfColors.rule, fontSize: 9 },
  cell: { paddingVertical: 4, paddingHorizontal: 4 },
  number: { textAlign: 'right' },
})

/** A table: a `TableHeaderRow`, then `TableRow`s, each of `TableCell`s of the same widths. */
export function Table({ children }: { children: ReactNode }) {
  return <View style={styles.table}>{children}</View>
}

/** The column headings, repeated at the top of every page the table spans. */
export function TableHeaderRow({ children }: { children: ReactNode }) {
  // `fixed` inside the table: the row repeats on each page the table is on, and on no other.
  return (
    <View style={styles.headerRow} fixed>
      {children}
    </View>
  )
}

/** One row, kept whole on one page. */
export function TableRow({ children }: { children: ReactNode }) {
  return (
    <View style={styles.row} wrap={false}>
      {children}
    </View>
  )
}

/** A cell `width` points wide; a number's cell aligns right, so digits line up. */
export function TableCell({
  width,
  isNumber = false,
  children,
}: {
  width: number
  isNumber?: boolean
  children: ReactNode
}) {
  return <View style={[styles.cell, { width }, isNumber ? styles.number : {}]}>{children}</View>
}
