import { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { normaliseRedirectSourcesV1 } from '../shared/redirect-sources-v1'

// Issue 40, item 2: every redirect's From in the one form it is looked up in. No change of schema.
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await normaliseRedirectSourcesV1(payload, req)
}

// The addresses as they were typed cannot be told apart again; the normal form stays (it is what
// the redirects were always meant to match).
export async function down(_args: MigrateDownArgs): Promise<void> {}
