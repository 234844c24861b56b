/**
 * Next's cache API outside Next: integration tests run the data modules and collection hooks
 * through Payload's Local API with no Next request, so caching passes straight through and each
 * expired tag is recorded for the tests to assert on.
 */
export const expiredTags: string[] = []

export function unstable_cache<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
) {
  return fn
}

export function revalidateTag(tag: string) {
  expiredTags.push(tag)
}
