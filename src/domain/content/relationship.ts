/**
 * A relationship or upload field as Payload returns it: the related document when the read
 * populated it (depth ≥ 1 and access allowed), else its id.
 */
export type RelationValue<T> = number | T

/** Whether a relationship value is the populated document (not its id, nor empty). */
export function isPopulated<T extends object>(
  value: RelationValue<T> | null | undefined,
): value is T {
  return typeof value === 'object' && value !== null
}

/** The id of a relationship value, populated or not. */
export function relationId(value: RelationValue<{ id: number }>): number {
  return typeof value === 'number' ? value : value.id
}
