import type { IncomingMessage } from 'node:http'

import busboy from 'busboy'

import {
  contentTypeRefusal,
  isMultipartFormData,
  isWriteMethod,
  multipartLimitsFor,
  pathOf,
  unreadableFormRefusal,
  type MultipartLimits,
  type Refusal,
} from '@/domain/http/request-screen'
import type { Middleware } from '@/server/door/chain'
import { refuse } from '@/server/door/refuse'
import { readBody, withReadBody, type BodyParser } from '@/server/door/request-body'

const refusals = {
  tooManyParts: { status: 413, message: 'The form has too many fields.' },
  tooManyFiles: { status: 413, message: 'Send one file at a time.' },
  staffOnlyFiles: { status: 403, message: 'Only signed-in staff can upload files.' },
  fieldTooLarge: { status: 413, message: 'A field of the form is too large.' },
} as const satisfies Record<string, Refusal>

/**
 * A busboy parser of a form with `limits` that refuses the body at the first part over one, or
 * when it does not parse.
 */
function formParser(request: IncomingMessage, limits: MultipartLimits): BodyParser {
  return (refuseBody) => {
    const parser = busboy({
      headers: request.headers,
      // busboy calls the part that reaches `parts` one too many (types/multipart.js): the limit
      // it is given is one above the parts allowed.
      limits: { parts: limits.parts + 1, files: limits.files, fieldSize: limits.fieldSizeBytes },
    })
    parser.on('file', (_name, stream) => stream.resume())
    parser.on('field', (_name, _value, info) => {
      if (info.nameTruncated || info.valueTruncated) refuseBody(refusals.fieldTooLarge)
    })
    parser.on('partsLimit', () => refuseBody(refusals.tooManyParts))
    parser.on('filesLimit', () =>
      refuseBody(limits.files === 0 ? refusals.staffOnlyFiles : refusals.tooManyFiles),
    )
    parser.on('error', () => refuseBody(unreadableFormRefusal))
    return parser
  }
}

/** Whether Next reads the request's form itself (a page's form post), not Payload (`/api/…`). */
const isFormForNext = (request: IncomingMessage) =>
  isMultipartFormData(request.headers['content-type']) &&
  !pathOf(request.url ?? '').startsWith('/api/')

/**
 * Whether Next's own reader (undici's `formData()`, stricter than busboy about names and quoting)
 * can read a form `body`: one it cannot was a 500 ("Failed to parse body as FormData"). Quick on
 * a form busboy has already held to 100 parts and 1 MiB.
 */
async function isReadableByNext(contentType: string | undefined, body: Buffer) {
  try {
    await new Request('http://localhost/', {
      method: 'POST',
      headers: { 'Content-Type': contentType ?? '' },
      body: new Uint8Array(body),
    }).formData()
    return true
  } catch {
    return false
  }
}

/**
 * Reads every write's body (its length already bounded) before the app sees the request, and
 * hands the app the same bytes to read again. Forms and uploads (`multipart/form-data`) are
 * parsed as they arrive, with limits on parts, files and field sizes: visitors' forms carry
 * fields only, files are for signed-in staff; other multipart types are refused (415). Here
 * because Next (Server Actions) and Payload (REST) answered a malformed form with a 500, 200,000
 * tiny parts froze the site for seconds, and a client gone mid-body was logged twice with a
 * stack; such a client now never reaches the app.
 */
export function readBodies({
  isStaffRequest,
}: {
  isStaffRequest: (request: IncomingMessage) => Promise<boolean>
}): Middleware {
  return async (request, response, next) => {
    const method = request.method ?? ''
    const contentType = request.headers['content-type']
    const refusal = contentTypeRefusal(method, contentType)
    if (refusal) return refuse(request, response, refusal)
    if (!isWriteMethod(method) || request.readableEnded) return next()
    const read = await readBody(
      request,
      isMultipartFormData(contentType)
        ? formParser(request, multipartLimitsFor(await isStaffRequest(request)))
        : undefined,
    )
    if (read.kind === 'gone') return
    if (read.kind === 'refused') return refuse(request, response, read.refusal)
    if (isFormForNext(request) && !(await isReadableByNext(contentType, read.body))) {
      return refuse(request, response, unreadableFormRefusal)
    }
    next(withReadBody(request, read.body))
  }
}
