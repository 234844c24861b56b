import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { ValidationError, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { env } from '@/config/env'

import { getTestPayload } from '../../tests/support/payload'

type Upload = { data: Buffer; mimetype: string; name: string; size: number }

const altMessage = 'Describe the image for people who cannot see it.'

function upload(data: Buffer, mimetype: string, name: string): Upload {
  return { data, mimetype, name, size: data.length }
}

/** The smallest well-formed one-page PDF: header, three objects, cross-reference table. */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xrefOffset = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** A harmless drawing: SVG is refused as a type, not only when it carries script. */
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2"/></svg>',
)

let payload: Payload
let png: Buffer
const createdIds: number[] = []

async function createMedia(file: Upload, data: { alt?: string } = {}) {
  const doc = await payload.create({ collection: 'media', data, file })
  createdIds.push(doc.id)
  return doc
}

function storedFilesStartingWith(prefix: string) {
  const directory = path.resolve(env.MEDIA_DIR)
  return existsSync(directory)
    ? readdirSync(directory).filter((name) => name.startsWith(prefix))
    : []
}

async function rejection(attempt: Promise<unknown>): Promise<unknown> {
  return attempt.then(
    () => null,
    (reason: unknown) => reason,
  )
}

beforeAll(async () => {
  payload = await getTestPayload()
  png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
    .png()
    .toBuffer()
})

afterAll(async () => {
  for (const id of createdIds) {
    await payload.delete({ collection: 'media', id })
  }
})

describe('media uploads', () => {
  test.each([[undefined], [''], ['   ']])('rejects a PNG with alt text %o', async (alt) => {
    const error = await rejection(
      createMedia(upload(png, 'image/png', 'no-alt.png'), alt === undefined ? {} : { alt }),
    )
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).data.errors).toEqual([
      expect.objectContaining({ path: 'alt', message: altMessage }),
    ])
    const { totalDocs } = await payload.count({
      collection: 'media',
      where: { filename: { like: 'no-alt' } },
    })
    expect(totalDocs).toBe(0)
    expect(storedFilesStartingWith('no-alt')).toEqual([])
  })

  test('accepts a PNG described by alt text and stores the file', async () => {
    const doc = await createMedia(upload(png, 'image/png', 'with-alt.png'), {
      alt: 'A black square',
    })
    expect(doc).toMatchObject({ alt: 'A black square', mimeType: 'image/png', width: 2, height: 2 })
    expect(existsSync(path.resolve(env.MEDIA_DIR, doc.filename ?? ''))).toBe(true)
  })

  test('refuses to clear the alt text of a stored image', async () => {
    const doc = await createMedia(upload(png, 'image/png', 'keeps-alt.png'), { alt: 'A square' })
    const error = await rejection(
      payload.update({ collection: 'media', id: doc.id, data: { alt: '' } }),
    )
    expect(error).toBeInstanceOf(ValidationError)
    const stored = await payload.findByID({ collection: 'media', id: doc.id })
    expect(stored.alt).toBe('A square')
  })

  test('accepts a PDF without alt text', async () => {
    const doc = await createMedia(upload(minimalPdf(), 'application/pdf', 'fee-schedule.pdf'))
    expect(doc).toMatchObject({ mimeType: 'application/pdf' })
    expect(doc.alt ?? null).toBeNull()
  })

  test.each([
    ['image/svg+xml', 'logo.svg'],
    ['image/png', 'logo-disguised.png'],
  ])(
    'rejects an SVG sent as %s (%s), even with alt text, and stores nothing',
    async (mimetype, name) => {
      const error = await rejection(createMedia(upload(svg, mimetype, name), { alt: 'Logo' }))
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).data.errors).toEqual([
        expect.objectContaining({
          path: 'file',
          message: expect.stringMatching(/image\/svg\+xml/),
        }),
      ])
      const { totalDocs } = await payload.count({
        collection: 'media',
        where: { filename: { like: 'logo' } },
      })
      expect(totalDocs).toBe(0)
      expect(storedFilesStartingWith('logo')).toEqual([])
    },
  )
})
