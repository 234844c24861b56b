import type { Payload } from 'payload'

/**
 * Ends a script that used Payload, with `code`. Exits outright: Payload's PostgreSQL adapter
 * keeps one pooled connection it never gives back (payloadcms/payload#11727, #15674), which holds
 * the process open after `destroy()`, so `npm start` on PostgreSQL would wait for ever.
 */
export async function closePayload(payload: Payload, code = 0): Promise<never> {
  await payload.destroy()
  process.exit(code)
}
