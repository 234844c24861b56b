import { IncomingMessage } from 'node:http'

import { unreadableFormRefusal, type Refusal } from '@/domain/http/request-screen'

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

/** A body read whole, one refused part-way, or a client gone before its body ended. */
export type ReadBody =
  { kind: 'read'; body: Buffer } | { kind: 'refused'; refusal: Refusal } | { kind: 'gone' }

/**
 * A parser that sees a body's chunks as they come and may `refuse` it part-way; one that cannot
 * be made for the request (it throws) refuses the body as an unreadable form.
 */
export type BodyParser = (refuse: (refusal: Refusal) => void) => NodeJS.WritableStream

/**
 * Reads the whole of a request's body, its length already bounded, as it arrives (nothing when it
 * has been read already); `parser` (when given) sees each chunk as it comes and may refuse the
 * body part-way, which stops the read.
 */
export function readBody(request: IncomingMessage, parser?: BodyParser): Promise<ReadBody> {
  if (request.readableEnded) return Promise.resolve({ kind: 'read', body: Buffer.alloc(0) })
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let settled = false
    const settle = (outcome: ReadBody) => {
      if (settled) return
      settled = true
      request.removeListener('data', keep)
      request.unpipe()
      resolve(outcome)
    }
    const keep = (chunk: Buffer) => chunks.push(chunk)
    const done = () => settle({ kind: 'read', body: Buffer.concat(chunks) })
    // A client gone before its body ended leaves nothing to answer: not an error of the site's.
    request.once('close', () => {
      if (!request.complete) settle({ kind: 'gone' })
    })
    request.once('error', () => settle({ kind: 'gone' }))
    request.on('data', keep)
    if (!parser) return void request.once('end', done)
    let stream: NodeJS.WritableStream
    try {
      stream = parser((refusal) => settle({ kind: 'refused', refusal }))
    } catch {
      return settle({ kind: 'refused', refusal: unreadableFormRefusal })
    }
    stream.on('close', done)
    request.pipe(stream)
  })
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
