import type { ServerResponse } from 'node:http'

/** Whether `response` is an HTML document, as its Content-Type says. */
export const isHtml = (response: ServerResponse) =>
  /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))
