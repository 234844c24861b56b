import type { Metadata } from 'next'

import { ErrorScreen } from '@/components/layout/error-screen'

export const metadata: Metadata = { title: 'An Error Occurred', robots: { index: false } }

/**
 * The error screen for status 500 as the server sends it, in the base layout. Next renders a
 * page that fails on the server as an empty document that only a script fills in
 * (vercel/next.js#62228); the front door (src/server.ts) reads this page and sends it in that
 * document's place. Only the server's own code may read it (ADR 003).
 */
export default function ServerErrorScreen() {
  return <ErrorScreen kind="error" />
}
