import type { Metadata } from 'next'

import { ErrorScreen } from '@/components/layout/error-screen'

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } }

/** Status 404 (unmatched path or `notFound()`), in the base layout. */
export default function NotFound() {
  return <ErrorScreen kind="notFound" />
}
