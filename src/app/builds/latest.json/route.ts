import { publicEnv } from '@/config/public-env'

export const dynamic = 'force-static'

/** The build this server runs; open tabs poll it and reload in full once it changes. */
export function GET() {
  return Response.json(
    { id: publicEnv.buildId, commit: publicEnv.buildCommit, builtAt: publicEnv.buildDate },
    { headers: { 'Cache-Control': 'no-cache' } },
  )
}
