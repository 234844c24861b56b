import 'server-only'

import { getPayloadClient } from '@/lib/payload'

/**
 * Starts Payload, and with it its jobs runner (scheduled publishing, e-mail retries, the blog's
 * PDFs), unless it has started; at once when it has. Payload starts the runner only for a caller
 * that asks, which its own admin and API routes and `getPayloadClient` do: called by the front
 * door's first read as the server starts, so queued jobs run even while nobody uses the admin.
 * Called from a route, not from `instrumentation.ts`, whose bundle has its own copy of Payload's
 * classes (errors thrown by that instance lose their details in the API's responses).
 */
export async function startContentStore(): Promise<void> {
  await getPayloadClient()
}
