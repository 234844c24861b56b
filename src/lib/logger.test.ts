import { describe, expect, it } from 'vitest'

import { siteLogger } from './logger'

function loggedLines(log: (logger: ReturnType<typeof siteLogger>) => void) {
  const lines: Array<Record<string, unknown>> = []
  const logger = siteLogger({ write: (line: string) => void lines.push(JSON.parse(line)) })
  log(logger)
  return lines
}

const clientError = (message: string, status: number) =>
  Object.assign(new Error(message), { status })

describe('the site logger', () => {
  it('logs a real error with its stack under err', () => {
    const [line] = loggedLines((logger) =>
      logger.error({ msg: 'Could not send', err: new Error('SMTP down') }),
    )
    expect(line).toMatchObject({ level: 50, msg: 'Could not send', err: { message: 'SMTP down' } })
    expect((line?.err as { stack: string }).stack).toContain('SMTP down')
  })

  it('turns a client’s mistake logged as an error into one warn line, keeping the other fields', () => {
    const [line] = loggedLines((logger) =>
      logger.error({
        msg: 'An error occurred: /x',
        path: '/x',
        err: clientError('Not Found', 404),
      }),
    )
    expect(line).toMatchObject({ level: 40, msg: 'Not Found', status: 404, path: '/x' })
    expect(line).not.toHaveProperty('err')
  })

  it('keeps a server error (5xx with a status) an error', () => {
    const [line] = loggedLines((logger) =>
      logger.error({ msg: 'Failed', err: clientError('Bad gateway', 502) }),
    )
    expect(line).toMatchObject({ level: 50, msg: 'Failed' })
  })
})
