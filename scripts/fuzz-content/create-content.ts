/**
 * Creates the fuzzer's content on a server through its REST API, signed in as staff, as the admin
 * would: images uploaded as files, then categories, topics, posts and pages, each published.
 */
import sharp from 'sharp'

import { staffRequest } from '../support/staff-api'
import type { MediaPlan, TaxonPlan } from './content-generator'

/** The bytes of the image a plan describes: one colour, in its format and size. */
async function imageBytes(plan: MediaPlan): Promise<Buffer> {
  const [r, g, b] = plan.rgb
  return sharp({
    create: { width: plan.width, height: plan.height, channels: 3, background: { r, g, b } },
  })
    .toFormat(plan.format)
    .toBuffer()
}

/** An uploaded image as the API answers it. */
export type UploadedMedia = { id: number; filename: string; url: string }

/** Uploads the image of `plan` under its file name; the stored media document. */
export async function uploadImage(
  origin: string,
  token: string,
  plan: MediaPlan,
): Promise<UploadedMedia> {
  const form = new FormData()
  const type = `image/${plan.format}`
  form.append('file', new Blob([new Uint8Array(await imageBytes(plan))], { type }), plan.fileName)
  form.append(
    '_payload',
    JSON.stringify({ alt: plan.alt, ...(plan.caption ? { caption: plan.caption } : {}) }),
  )
  const response = await fetch(`${origin}/api/media`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}`, Origin: origin },
    body: form,
  })
  if (response.status !== 201) {
    throw new Error(
      `Uploading “${plan.fileName}” answered ${response.status}: ${(await response.text()).slice(0, 400)}`,
    )
  }
  return ((await response.json()) as { doc: UploadedMedia }).doc
}

/** Creates a category or topic from `plan`; its id. */
export async function createTaxon(
  origin: string,
  token: string,
  collection: 'categories' | 'tags',
  plan: TaxonPlan,
): Promise<number> {
  const words = collection === 'categories' ? { intro: plan.words } : { definition: plan.words }
  const { doc } = await staffRequest<{ doc: { id: number } }>(origin, token, `/api/${collection}`, {
    method: 'POST',
    body: JSON.stringify({ name: plan.name, slug: plan.slug, ...words }),
  })
  return doc.id
}

/**
 * Creates a document of `collection` from `data`; its id, or the API's answer as an error (with
 * the field errors it names) when the API refuses it.
 */
export async function createDocument(
  origin: string,
  token: string,
  collection: 'posts' | 'pages',
  data: Record<string, unknown>,
): Promise<number> {
  const response = await fetch(`${origin}/api/${collection}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}`, Origin: origin },
    body: JSON.stringify(data),
  })
  const answer = await response.text()
  if (!response.ok)
    throw new Error(`POST /api/${collection} answered ${response.status}: ${answer.slice(0, 600)}`)
  return (JSON.parse(answer) as { doc: { id: number } }).doc.id
}

/** The ids of every document of `collection` on the server (the seeded site's and the run's). */
export async function listIds(
  origin: string,
  token: string,
  collection: string,
): Promise<number[]> {
  const { docs } = await staffRequest<{ docs: { id: number }[] }>(
    origin,
    token,
    `/api/${collection}?limit=0&depth=0&select[id]=true&sort=id`,
  )
  return docs.map((doc) => doc.id)
}
