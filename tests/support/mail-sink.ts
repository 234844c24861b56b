import { SMTPServer } from 'smtp-server'

/**
 * A mail server for the tests that keeps every message it is sent, as raw text, in `received`.
 * It takes mail once `listen` is called. With `holdUntil`, it reads each message but answers the
 * sender (and keeps the message) only once that promise resolves: a mail server that is slow.
 */
export function createMailSink({ holdUntil }: { holdUntil?: Promise<void> } = {}) {
  const received: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    onData(stream, _session, callback) {
      let text = ''
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
      stream.on('end', () => {
        void (holdUntil ?? Promise.resolve()).then(() => {
          received.push(text)
          callback()
        })
      })
    },
  })
  // A sender that drops its connection is the sender's business; what arrived is the test's.
  server.on('error', () => undefined)
  return {
    received,
    listen: (port: number) =>
      new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
