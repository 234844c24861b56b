import 'server-only'

import { Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'

import { pdfColors } from './colors'
import { pdfFontFamily } from './fonts'
import { pdfText } from './text'

/** US Letter, the paper of the firm's clients: 612 × 792 points (72 points to the inch). */
const pageWidthPoints = 612
/** Three-quarter-inch margins at the top and sides. */
const pageMarginPoints = 54
/** The width between the side margins, which a full-width table's columns add up to. */
export const contentWidthPoints = pageWidthPoints - 2 * pageMarginPoints

/**
 * The band at the foot of every page that holds the footer, measured up from the paper's edge:
 * the footer's rule is this far above it (the spec's quiz report layout, seed §9: "footer
 * position 65").
 */
export const footerHeightPoints = 65
/**
 * The space kept free at the foot of every page, measured up from the paper's edge: content
 * breaks to the next page rather than come closer, leaving a gap above the footer (seed §9:
 * "reserve space 80").
 */
export const bottomReservePoints = 80

const styles = StyleSheet.create({
  page: {
    paddingTop: pageMarginPoints,
    paddingHorizontal: pageMarginPoints,
    fontFamily: pdfFontFamily,
    color: pdfColors.ink,
  },
  // Set here, not on the page: a line height the page passes down hides the footer's page
  // numbers (a `render` text) in @react-pdf/renderer 4.9. A unitless line height becomes points
  // by the font size of its own style (18 if it has none), so a style that sets one sets both.
  body: { fontSize: 10, lineHeight: 1.35 },
  footer: {
    position: 'absolute',
    left: pageMarginPoints,
    right: pageMarginPoints,
    bottom: 0,
    borderTopWidth: 0.5,
    borderColor: pdfColors.rule,
    paddingTop: 6,
    fontSize: 8,
    color: pdfColors.inkMuted,
  },
  footerFirstLine: { flexDirection: 'row', justifyContent: 'space-between' },
  footerLine: { marginTop: 3 },
})

type PageFrameProps = {
  /** The firm's name, at the left of every page's footer. */
  firmName: string
  /** What the document is, printed under the firm's name on every page (e.g. its title and date). */
  footerLine?: string
  /** Points; `footerHeightPoints` unless a document needs another. */
  footerHeight?: number
  /** Points; `bottomReservePoints` unless a document needs another. */
  bottomReserve?: number
  children: ReactNode
}

/**
 * A US Letter page (and the pages its content flows onto) with the kit's margins and type, and
 * a footer on every page: the firm's name, the caller's footer line and "Page X of Y". Pages are
 * numbered across the document, so a new frame is the way to start a new page: the content flows
 * in one view, where react-pdf honours a child's `break` only once the view overflows a page.
 */
export function PageFrame({
  firmName,
  footerLine,
  footerHeight = footerHeightPoints,
  bottomReserve = bottomReservePoints,
  children,
}: PageFrameProps) {
  return (
    <Page size="LETTER" style={[styles.page, { paddingBottom: bottomReserve }]}>
      <View style={[styles.footer, { height: footerHeight }]} fixed>
        <View style={styles.footerFirstLine}>
          <Text>{pdfText(firmName)}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
        {footerLine ? <Text style={styles.footerLine}>{pdfText(footerLine)}</Text> : null}
      </View>
      <View style={styles.body}>{children}</View>
    </Page>
  )
}
