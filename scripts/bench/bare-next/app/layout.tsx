import type { ReactNode } from 'react'

export const metadata = {
  title: 'Bare Next page',
  description: 'The framework alone: what Lighthouse scores on this machine before any site code.',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <body>{children}</body>
    </html>
  )
}
