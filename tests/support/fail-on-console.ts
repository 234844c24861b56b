import { afterEach, vi } from 'vitest'

/** An unexpected console.error or console.warn fails the test: a test that logs an error has found one. */
const calls: string[] = []
for (const level of ['error', 'warn'] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    calls.push(`console.${level}: ${args.map(String).join(' ')}`)
  })
}

afterEach(() => {
  const unexpected = calls.splice(0)
  if (unexpected.length > 0) throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`)
})
