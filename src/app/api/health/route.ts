import { isDatabaseUp } from '@/data/health'

export const dynamic = 'force-dynamic'

/** `GET /api/health`: 200 when the database answers, 503 when it does not; never cached. */
export async function GET() {
  const headers = { 'Cache-Control': 'no-store' }
  if (await isDatabaseUp()) return Response.json({ status: 'ok', database: 'up' }, { headers })
  return Response.json({ status: 'error', database: 'down' }, { status: 503, headers })
}
