import { isFileKey } from '@/domain/blog/post-pdf-file'
import { siteFileStore } from '@/lib/files/site-files'

// Each request reads the store: a file replaced by a new publish is served at once, and no
// address leaves a cache entry on disk.
export const dynamic = 'force-dynamic'

type FileParams = { params: Promise<{ key: string[] }> }

const notFound = () =>
  new Response('Not found.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/** The files the site makes (each blog post's PDF), when no download domain serves them. */
export async function GET(_request: Request, { params }: FileParams) {
  const key = (await params).key.join('/')
  if (!isFileKey(key)) return notFound()
  const file = await siteFileStore.read(key)
  if (!file) return notFound()
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `inline; filename="${key.slice(key.lastIndexOf('/') + 1)}"`,
      'Last-Modified': file.modifiedAt.toUTCString(),
      // A new publish replaces the file under the same address: browsers ask again after 5 minutes.
      'Cache-Control': 'public, max-age=300',
    },
  })
}
