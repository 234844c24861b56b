import type { Payload } from 'payload'

import { applyRetention, type RetentionReport } from '@/data/retention'
import { logger } from '@/lib/logger'

/** Runs the retention schedule once and logs what it deleted (counts only) and how long it took. */
export async function applyRetentionNow(payload: Payload): Promise<RetentionReport> {
  const startedAt = performance.now()
  const deleted = await applyRetention(payload)
  const ms = Math.round(performance.now() - startedAt)
  logger.info({ deleted, ms }, 'Retention: deleted what was past its period')
  return deleted
}
