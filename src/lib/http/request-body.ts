import { IncomingMessage } from 'node:http'

/** Reads the whole body of `request`; its length was checked against the limit before. */
export async function readRequestBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * Whether `body` is form data that can be read as `contentType` says. Next (Server Actions) and
 * Payload (REST uploads) answer a malformed multipart body with a 500, so it is checked first.
 */
export async function isReadableFormData(contentType: string, body: Buffer): Promise<boolean> {
  try {
    await new Request('http://localhost/', {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: new Uint8Array(body),
    }).formData()
    return true
  } catch {
    return false
  }
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
