/**
 * The build's scripts and styles are compressed once, when the site is built, at the highest
 * levels (scripts/support/precompress-static.ts), and sent as they are (the front door's
 * precompressed-static link): compressing 140 KiB of scripts per visitor at a per-request level
 * sent more bytes, and cost the server a compression per visitor.
 */

/** The files compressed, by extension, with the Content-Type Next sends them with. */
export const precompressedTypes: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
}

/** Each compressed copy sits beside its file under this suffix; the first accepted is sent. */
export const precompressedEncodings = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const

export type PrecompressedEncoding = (typeof precompressedEncodings)[number]['encoding']

/** The Content-Type of `file` when it is one the build compresses, else null. */
export function precompressedTypeOf(file: string): string | null {
  const extension = /\.[a-z]+$/.exec(file)?.[0] ?? ''
  return precompressedTypes[extension] ?? null
}
