/** What a visitor typed into `fields`, to put back into the form after a mistake; text only. */
export function typedValues<Field extends string>(
  fields: readonly Field[],
  input: Record<string, unknown>,
): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {}
  for (const field of fields) {
    const value = input[field]
    if (typeof value === 'string') values[field] = value
  }
  return values
}

/** The first message of each field among a schema's `issues` (by the field their path names). */
export function firstMessageByField<Field extends string>(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): Partial<Record<Field, string>> {
  const messages: Partial<Record<Field, string>> = {}
  for (const issue of issues) messages[issue.path[0] as Field] ??= issue.message
  return messages
}
