import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { localFileStore } from './file-store'

let root: string

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'file-store-'))
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('the local file store', () => {
  test('keeps a file under its key and gives it back', async () => {
    const store = localFileStore(root)
    await store.put('blog-pdfs/a.pdf', new TextEncoder().encode('first'))
    await store.put('blog-pdfs/a.pdf', new TextEncoder().encode('second'))
    const file = await store.read('blog-pdfs/a.pdf')
    expect(file?.bytes.toString()).toBe('second')
    expect(await readdir(path.join(root, 'blog-pdfs'))).toEqual(['a.pdf'])
  })

  test('a missing file reads as null, and removing it again is harmless', async () => {
    const store = localFileStore(root)
    await store.put('blog-pdfs/a.pdf', new Uint8Array([1]))
    await store.remove('blog-pdfs/a.pdf')
    await store.remove('blog-pdfs/a.pdf')
    expect(await store.read('blog-pdfs/a.pdf')).toBeNull()
  })

  test('a key too long for the file system reads as no file', async () => {
    const store = localFileStore(root)
    expect(await store.read(`blog-pdfs/${'a'.repeat(300)}.pdf`)).toBeNull()
  })

  test('a key that would leave its folder is refused', async () => {
    const store = localFileStore(root)
    await expect(store.put('../escape.pdf', new Uint8Array([1]))).rejects.toThrow(/Not a file key/)
    await expect(store.read('blog-pdfs/../../x.pdf')).rejects.toThrow(/Not a file key/)
  })
})
