import localFont from 'next/font/local'

/** Atkinson Hyperlegible Next: drawn for readers with low vision; self-hosted, no third party. */
export const bodyFont = localFont({
  src: '../../../node_modules/@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '200 800',
  display: 'swap',
})
