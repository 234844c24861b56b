import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import { afterEach } from 'vitest'

import { chainOf, type Middleware } from './chain'

/** A browser's user agent; Node's own fetch calls itself "node", which isbot takes for a bot. */
export const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.close()
    server.closeAllConnections()
  }
})

/**
 * A server on a free port running `links` then `app`, wired as src/server.ts wires the front door
 * (it answers `Expect` itself); closed after each test. Gives its origin and port.
 */
export async function serveChain(
  links: readonly Middleware[],
  app: (request: IncomingMessage, response: ServerResponse) => unknown,
) {
  const handle = chainOf(links, app)
  const server = createServer(handle)
  server.on('checkContinue', handle)
  server.on('checkExpectation', handle)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, port }
}

/** Everything a request's body holds, read whole. */
export async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** A raw connection to `port`, for what fetch will not send (`Expect`, a body cut short). */
export function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1')
  let received = ''
  socket.setEncoding('latin1')
  socket.on('data', (chunk: string) => (received += chunk))
  // The server may close the connection after its answer; what it sent is in `received`.
  socket.on('error', () => socket.destroy())
  return {
    socket,
    received: () => received,
    /** Resolves with all received so far once it matches `pattern`. */
    waitFor: (pattern: RegExp) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(received)) return false
          socket.off('data', check)
          socket.off('close', closed)
          resolve(received)
          return true
        }
        const closed = () => {
          if (!check()) reject(new Error(`Closed having received: ${JSON.stringify(received)}`))
        }
        if (check()) return
        socket.on('data', check)
        socket.on('close', closed)
      }),
  }
}
