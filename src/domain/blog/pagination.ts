/** Posts on one page of a listing: three rows of three cards on a wide screen. */
export const postsPerPage = 9

/**
 * A page number in canonical form, 2 to 9999: no leading zero, no sign, not 1 (page 1 is the bare
 * listing path). Five digits and more are refused unread; no listing gets that far.
 */
const pageParam = /^[1-9][0-9]{0,3}$/

/**
 * The page number a `/page/[page]` path segment names, or null when the segment is not one this
 * site links to: "1" (its page is the listing itself), "02", "0", "", "-2", "2.0", "two" or a huge
 * number. Null means 404, so each listing page has exactly one address.
 */
export function parsePageParam(value: string): number | null {
  if (!pageParam.test(value)) return null
  const page = Number(value)
  return page >= 2 ? page : null
}

function assertCount(value: number, name: string, least: number) {
  if (!Number.isSafeInteger(value) || value < least)
    throw new RangeError(`${name} must be a whole number ≥ ${least}, not ${value}`)
}

/** How many pages `total` items fill at `perPage` a page; at least 1, since an empty listing still has its page. */
export function pageCount(total: number, perPage: number): number {
  assertCount(total, 'total', 0)
  assertCount(perPage, 'perPage', 1)
  return Math.max(1, Math.ceil(total / perPage))
}

/**
 * The items on page `page` (1-based) of `items` at `perPage` a page, or null when there is no such
 * page (the route answers 404). Page 1 always exists, empty when there are no items.
 */
export function pageSlice<T>(items: ReadonlyArray<T>, page: number, perPage: number): T[] | null {
  const pages = pageCount(items.length, perPage)
  if (!Number.isSafeInteger(page) || page < 1 || page > pages) return null
  return items.slice((page - 1) * perPage, page * perPage)
}

/**
 * The address of page `page` of the listing at `basePath` (no trailing slash): the listing itself
 * for page 1, `${basePath}/page/${page}` after it ("/blog" → "/blog/page/2").
 */
export function pagePath(basePath: string, page: number): string {
  assertCount(page, 'page', 1)
  return page === 1 ? basePath : `${basePath}/page/${page}`
}
