import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * One rule of the door's headers (src/server/decorate/decorate-headers.ts): it looks at the
 * request as it arrives and gives what to do to the response's headers as they go out, or null
 * when the rule has nothing to say about this request.
 */
export type Decoration = (request: IncomingMessage) => ((response: ServerResponse) => void) | null
