import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

import { rewriteAllRecordsV2 } from '../shared/search-records-v2'

// Records written before issue 26 ran a heading into the text under it; every record is written
// again with its block boundaries. No change of schema.
export async function up({ req }: MigrateUpArgs): Promise<void> {
  await rewriteAllRecordsV2(req)
}

// The text as it was cannot be told apart again; the records stay as they are (they still find
// the same words).
export async function down(_args: MigrateDownArgs): Promise<void> {}
