'use client'

import './(site)/globals.css'

import { ErrorScreen } from '@/components/layout/error-screen'

/** An error in the base layout itself: the same screen in a bare document. */
export default function GlobalError() {
  return (
    <html lang="en-US">
      <head>
        <title>An Error Occurred</title>
      </head>
      <body>
        <main id="main">
          <ErrorScreen kind="error" />
        </main>
      </body>
    </html>
  )
}
