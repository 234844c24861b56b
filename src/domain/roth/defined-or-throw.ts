/**
 * `value` itself when it is defined; otherwise throws, naming the `expectation` that an earlier
 * check (the input schema, equal-length projections) should have guaranteed.
 */
export function definedOrThrow<T>(value: T | undefined, expectation: string): T {
  if (value === undefined) throw new Error(`Internal invariant failed: ${expectation}.`)
  return value
}
