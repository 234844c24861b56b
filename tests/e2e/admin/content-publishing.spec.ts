import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { expect, test } from '../../support/fixtures'
import { signInThroughApi } from '../../support/staff'

test.describe.configure({ mode: 'serial' })

async function staffHeaders(request: APIRequestContext) {
  return { Authorization: `JWT ${await signInThroughApi(request)}` }
}

async function pageByPath(
  request: APIRequestContext,
  headers: Record<string, string>,
  path: string,
) {
  const response = await request.get(
    `/api/pages?where[path][equals]=${encodeURIComponent(path)}&depth=0&limit=1`,
    { headers },
  )
  const { docs } = await response.json()
  return docs[0]
}

type PricingPackage = { name: string; priceDollars: number }
type Block = { blockType: string; packages?: PricingPackage[] }

test('a new price the attorney publishes shows on the pricing page within seconds', async ({
  request,
  page,
}) => {
  const headers = await staffHeaders(request)
  const pricing = await pageByPath(request, headers, '/services/estate-planning/pricing')
  const withPrice = (dollars: number) =>
    pricing.layout.map((block: Block) =>
      block.blockType === 'pricingTable'
        ? {
            ...block,
            packages: block.packages?.map((item) =>
              item.name === 'Gun trust' ? { ...item, priceDollars: dollars } : item,
            ),
          }
        : block,
    )
  const original = pricing.layout
    .find((block: Block) => block.blockType === 'pricingTable')
    .packages.find((item: PricingPackage) => item.name === 'Gun trust').priceDollars

  const gunTrustPrice = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Gun trust', level: 3 }) })
    .getByText(/^\$[\d,]+/)
  try {
    const saved = await request.patch(`/api/pages/${pricing.id}`, {
      headers,
      data: { layout: withPrice(1075), _status: 'published' },
    })
    expect(saved.status()).toBe(200)
    await expect(async () => {
      await page.goto('/services/estate-planning/pricing')
      await expect(gunTrustPrice).toHaveText(/^\$1,075/)
    }).toPass({ timeout: 10_000 })
  } finally {
    await request.patch(`/api/pages/${pricing.id}`, {
      headers,
      data: { layout: withPrice(original), _status: 'published' },
    })
  }
})

test('a testimonial appears once published and disappears once deleted', async ({
  request,
  page,
}) => {
  const headers = await staffHeaders(request)
  const quote = `The board finally understands its bylaws (${Date.now()}).`
  const created = await request.post('/api/testimonials', {
    headers,
    data: {
      quote,
      attribution: 'K. L.',
      serviceLine: 'nonprofits',
      consentDate: '2026-09-01',
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    await expect(async () => {
      await page.goto('/services/nonprofits')
      await expect(page.getByText(quote)).toBeAttached()
    }).toPass({ timeout: 10_000 })
  } finally {
    await request.delete(`/api/testimonials/${doc.id}`, { headers })
  }
  await expect(async () => {
    await page.goto('/services/nonprofits')
    await expect(page.getByText(quote)).not.toBeAttached()
  }).toPass({ timeout: 10_000 })
})

test('a testimonial without a consent date is refused with a clear message', async ({
  request,
}) => {
  const headers = await staffHeaders(request)
  const refused = await request.post('/api/testimonials', {
    headers,
    data: {
      quote: 'Great help.',
      attribution: 'Sam',
      serviceLine: 'bankruptcy',
      _status: 'published',
    },
  })
  expect(refused.status()).toBe(400)
  expect(JSON.stringify(await refused.json())).toContain(
    'Enter the date the client agreed to have this quote published.',
  )
})

test('a hero image the attorney uploads is served through next/image with its alt text', async ({
  request,
  page,
  expectAccessible,
}) => {
  const headers = await staffHeaders(request)
  const png = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 23, g: 74, b: 139 } },
  })
    .png()
    .toBuffer()
  const uploaded = await request.post('/api/media', {
    headers,
    multipart: {
      file: { name: `office-${Date.now()}.png`, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: 'The front door of the Lakewood office' }),
    },
  })
  expect(uploaded.status()).toBe(201)
  const media = (await uploaded.json()).doc
  const path = `/hero-image-${Date.now()}`
  const created = await request.post('/api/pages', {
    headers,
    data: {
      title: 'Visit the Office',
      path,
      description:
        'Where to find the office, with a photograph of the front door for first visits.',
      _status: 'published',
      layout: [{ blockType: 'hero', heading: 'Visit the office', image: media.id }],
    },
  })
  expect(created.status()).toBe(201)
  const pageDoc = (await created.json()).doc
  try {
    await page.goto(path)
    const image = page.getByRole('img', { name: 'The front door of the Lakewood office' })
    await expect(image).toBeVisible()
    expect(await image.getAttribute('src')).toMatch(/^\/_next\/image\?url=/)
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expectAccessible()
  } finally {
    await request.delete(`/api/pages/${pageDoc.id}`, { headers })
    await request.delete(`/api/media/${media.id}`, { headers })
  }
})
