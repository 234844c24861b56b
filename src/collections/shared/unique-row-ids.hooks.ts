import {
  ValidationError,
  type CollectionBeforeValidateHook,
  type Field,
  type GlobalBeforeValidateHook,
  type PayloadRequest,
  type ValidationFieldError,
} from 'payload'
import { tabHasName } from 'payload/shared'

// Every array and block row is stored under its `id` as the primary key of its table, so two rows
// with one id fail the insert ("UNIQUE constraint failed", a 500 from Payload's SQLite adapter,
// which maps only unique fields to a ValidationError). The admin's "copy row" and "paste row" kept
// the row's id (payloadcms/payload#14574; new ids on paste in 3.90.1), and any REST or GraphQL
// write may still repeat one. On
// SQLite, which runs without transactions (ADR 013), the failed insert also left the document
// half written: a new page without its blocks, or an edited menu emptied. Refusing the repeat
// before anything is written keeps every write whole and tells the editor what to do.

/** The ids seen so far in one document, and an error for each row that repeats one. */
type Walk = { seenIds: Set<string>; errors: ValidationFieldError[] }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function walkRows(
  rows: unknown,
  path: string,
  fieldsOf: (row: Record<string, unknown>) => readonly Field[] | undefined,
  walk: Walk,
) {
  if (!Array.isArray(rows)) return
  rows.forEach((row: unknown, index) => {
    if (!isRecord(row)) return
    if (typeof row.id === 'string' || typeof row.id === 'number') {
      const id = String(row.id)
      if (walk.seenIds.has(id)) {
        walk.errors.push({
          path,
          message: `Row ${index + 1} repeats the id of another row (${id}), as a pasted row does: delete it and add it again.`,
        })
      }
      walk.seenIds.add(id)
    }
    const fields = fieldsOf(row)
    if (fields) walkFields(fields, row, `${path}.${index}.`, walk)
  })
}

function walkFields(
  fields: readonly Field[],
  data: Record<string, unknown>,
  prefix: string,
  walk: Walk,
) {
  for (const field of fields) {
    if (field.type === 'array') {
      walkRows(data[field.name], `${prefix}${field.name}`, () => field.fields, walk)
    } else if (field.type === 'blocks') {
      walkRows(
        data[field.name],
        `${prefix}${field.name}`,
        (row) => field.blocks.find((block) => block.slug === row.blockType)?.fields,
        walk,
      )
    } else if (field.type === 'group' && 'name' in field && field.name) {
      const group = data[field.name]
      if (isRecord(group)) walkFields(field.fields, group, `${prefix}${field.name}.`, walk)
    } else if (field.type === 'group' || field.type === 'row' || field.type === 'collapsible') {
      walkFields(field.fields, data, prefix, walk)
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabData = tabHasName(tab) ? data[tab.name] : data
        const tabPrefix = tabHasName(tab) ? `${prefix}${tab.name}.` : prefix
        if (isRecord(tabData)) walkFields(tab.fields, tabData, tabPrefix, walk)
      }
    }
  }
}

/**
 * Throws a ValidationError (400) naming each array or blocks field where a row repeats the id of
 * another row anywhere in `data`: ids must be unique in the whole document, because a block
 * reused in two places (two FAQ blocks) stores the rows of both in one table.
 */
function rejectRepeatedIds(
  fields: readonly Field[],
  data: unknown,
  owner: { collection: string } | { global: string },
  req: PayloadRequest,
) {
  if (!isRecord(data)) return
  const walk: Walk = { seenIds: new Set(), errors: [] }
  walkFields(fields, data, '', walk)
  if (walk.errors.length > 0)
    throw new ValidationError({ ...owner, errors: walk.errors, req }, req.t)
}

/** beforeValidate hook of every collection with arrays or blocks: refuses repeated row ids. */
export const rejectDuplicateRowIds: CollectionBeforeValidateHook = ({ collection, data, req }) => {
  rejectRepeatedIds(collection.fields, data, { collection: collection.slug }, req)
  return data
}

/** beforeValidate hook of every global with arrays or blocks: refuses repeated row ids. */
export const rejectDuplicateRowIdsInGlobal: GlobalBeforeValidateHook = ({ data, global, req }) => {
  rejectRepeatedIds(global.fields, data, { global: global.slug }, req)
  return data
}
