/**
 * The PDFs' colours: dark enough to stay readable when printed in black and white, and
 * contrasting with white paper as the site's text does (WCAG AA and better).
 */
export const pdfColors = {
  ink: '#1b2430',
  inkMuted: '#4a5565',
  rule: '#9aa3ae',
  headerFill: '#e3ecf8',
} as const
