/** A query string as Next gives a page its `searchParams`: a name's value, or its values when repeated. */
export type QueryRecord = Record<string, string | string[]>

/**
 * `params` in the shape of a page's `searchParams`, so a route handler or the browser reads an
 * address as the page does. The record has no prototype: a parameter named "__proto__" or
 * "constructor" is a parameter like any other, not a way to change the object.
 */
export function queryRecord(params: URLSearchParams): QueryRecord {
  const record: QueryRecord = Object.create(null)
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name)
    record[name] = values.length === 1 ? (values[0] as string) : values
  }
  return record
}
