import { ValidationError } from 'payload'
import { expect } from 'vitest'

/** The field errors Payload rejected `attempt` with; fails the test if it was not rejected so. */
export async function fieldErrors(attempt: Promise<unknown>) {
  const error: unknown = await attempt.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map(({ path, message }) => ({ path, message }))
}
