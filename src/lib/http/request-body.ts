import { IncomingMessage } from 'node:http'

/**
 * Body bytes read and thrown away before a refusal is sent, so that a client still sending sees
 * the answer rather than a broken connection; a client that sends more than this is cut off.
 */
const maxDiscardedBytes = 32 * 1024 * 1024

/**
 * Reads what is left of the request's body and gives it as text, or null when it is longer than
 * `keptBytes` (the rest is read and dropped; past `maxDiscardedBytes` the client is cut off). A
 * client that goes away mid-body ends the read as it is: that is not an error of the server's.
 */
export function readBodyText(request: IncomingMessage, keptBytes: number): Promise<string | null> {
  if (request.readableEnded) return Promise.resolve('')
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = () => resolve(size > keptBytes ? null : Buffer.concat(chunks).toString('utf8'))
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= keptBytes) chunks.push(chunk)
      else if (size > maxDiscardedBytes) request.socket.destroy()
    })
    request.once('end', finish)
    request.once('close', finish)
    request.once('error', finish)
    // A link that stopped reading part-way (unpiped its parser) left the stream paused.
    request.resume()
  })
}

/** Reads the whole body of a request whose length is already bounded (a replayed one). */
export async function readWholeBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * The same request with its body already read: a message on the same socket, with the same
 * method, address and headers, that gives `body` to whoever reads it next.
 */
export function withReadBody(request: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new IncomingMessage(request.socket)
  replay.method = request.method
  replay.url = request.url
  replay.httpVersion = request.httpVersion
  replay.httpVersionMajor = request.httpVersionMajor
  replay.httpVersionMinor = request.httpVersionMinor
  replay.headers = request.headers
  replay.rawHeaders = request.rawHeaders
  replay.push(body)
  replay.push(null)
  replay.complete = true
  return replay
}
