import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { request } from 'undici'
import { expect, test } from 'vitest'

import { listStaticFiles } from '@/lib/internals/next-build-output'
import { serveChain } from '@/server/door/test-server'

import { precompressStaticFiles } from '../../../scripts/support/precompress-static'
import { precompressedStatic } from './precompressed-static'

const script = `console.log(${JSON.stringify('Juniper Hill Law — '.repeat(200))})\n`

/** A build folder whose static files were compressed as a build does, served behind the link. */
async function serveBuild() {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'precompressed-'))
  const staticDir = path.join(buildDir, 'static')
  mkdirSync(path.join(staticDir, 'chunks'), { recursive: true })
  mkdirSync(path.join(staticDir, 'media'), { recursive: true })
  writeFileSync(path.join(staticDir, 'chunks', 'app.js'), script)
  writeFileSync(path.join(staticDir, 'media', 'font.woff2'), 'font')
  expect(await precompressStaticFiles(staticDir)).toBe(1)
  const staticFiles = listStaticFiles(buildDir)
  const { origin } = await serveChain(
    [precompressedStatic({ staticDir, staticFiles })],
    (_request, response) => {
      response.setHeader('X-Answered-By', 'next')
      response.end('from Next')
    },
  )
  return origin
}

async function get(origin: string, urlPath: string, acceptEncoding: string, method = 'GET') {
  const response = await request(`${origin}${urlPath}`, {
    method,
    headers: { 'accept-encoding': acceptEncoding },
  })
  return { ...response, body: Buffer.from(await response.body.arrayBuffer()) }
}

test('a browser that takes br gets the copy compressed at build, as an immutable script', async () => {
  const origin = await serveBuild()
  const response = await get(origin, '/_next/static/chunks/app.js', 'gzip, deflate, br, zstd')
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-encoding']).toBe('br')
  expect(response.headers['content-type']).toBe('application/javascript; charset=UTF-8')
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(response.headers.vary).toBe('Accept-Encoding')
  expect(Number(response.headers['content-length'])).toBe(response.body.length)
  expect(response.body.length).toBeLessThan(script.length / 10)
  expect(brotliDecompressSync(response.body).toString()).toBe(script)
})

test('one that takes only gzip (a cache in front) gets the gzip copy', async () => {
  const origin = await serveBuild()
  const response = await get(origin, '/_next/static/chunks/app.js?v=1', 'gzip')
  expect(response.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(response.body).toString()).toBe(script)
})

test('a HEAD gets the headers and no body', async () => {
  const origin = await serveBuild()
  const response = await get(origin, '/_next/static/chunks/app.js', 'br', 'HEAD')
  expect(response.headers['content-encoding']).toBe('br')
  expect(response.body.length).toBe(0)
})

test.each([
  ['a browser taking no compression', '/_next/static/chunks/app.js', 'identity', 'GET'],
  ['a file the build does not compress', '/_next/static/media/font.woff2', 'br', 'GET'],
  ['a file not in the build', '/_next/static/chunks/other.js', 'br', 'GET'],
  ['a path with an encoded slash', '/_next/static/media/..%2fchunks/app.js', 'br', 'GET'],
  ['a page', '/about', 'br', 'GET'],
  ['a POST', '/_next/static/chunks/app.js', 'br', 'POST'],
])('%s goes on to Next', async (_case, urlPath, acceptEncoding, method) => {
  const origin = await serveBuild()
  const response = await get(origin, urlPath, acceptEncoding, method)
  expect(response.headers['x-answered-by']).toBe('next')
  expect(response.headers['content-encoding']).toBeUndefined()
})
