import type { Endpoint } from 'payload'

/** `GET /api/health`: 200 when the database answers a query, 503 when it does not. */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const headers = { 'Cache-Control': 'no-store' }
    try {
      await req.payload.count({ collection: 'pages', overrideAccess: true })
      return Response.json({ status: 'ok', database: 'up' }, { headers })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Health check: the database did not answer' })
      return Response.json({ status: 'error', database: 'down' }, { status: 503, headers })
    }
  },
}
