'use client'

import './(site)/globals.css'

import { ErrorScreen } from '@/components/layout/error-screen'

/** An error in the base layout itself: the same screen in a bare document. */
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return (
    <html lang="en-US">
      <head>
        <title>An Error Occurred</title>
      </head>
      <body>
        <main id="main">
          <ErrorScreen kind="error" onReturnHome={reset} />
        </main>
      </body>
    </html>
  )
}
