/** A condition of an admin list's filter: field, Payload operator, value. */
export type ListCondition = readonly [field: string, operator: string, value: string]

/**
 * The address of the admin's list of `collection` filtered by every one of `conditions`, in the
 * shape the list's own filter writes (`where[or][0][and][i][field][operator]=value`), so that
 * staff see the filter and can change it.
 */
export function adminListHref(
  adminRoute: string,
  collection: string,
  conditions: readonly ListCondition[],
): string {
  const query = new URLSearchParams()
  conditions.forEach(([field, operator, value], index) =>
    query.append(`where[or][0][and][${index}][${field}][${operator}]`, value),
  )
  const search = query.toString()
  return `${adminRoute}/collections/${collection}${search ? `?${search}` : ''}`
}

/** The admin's form for a new redirect from `path`, its "from" filled in (staff choose the target). */
export function newRedirectHref(adminRoute: string, path: string): string {
  return `${adminRoute}/collections/redirects/create?${new URLSearchParams({ from: path })}`
}
