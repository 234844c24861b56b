import { expect, type APIRequestContext } from '@playwright/test'

/** Fetches `url` and checks that it answers 200 with a PNG of `width` × `height` pixels. */
export async function expectPng(
  request: APIRequestContext,
  url: string,
  width: number,
  height: number,
) {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const body = await response.body()
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG')
  // The IHDR chunk, first after the 8-byte signature, starts with the width and the height.
  expect({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) }).toEqual({ width, height })
}
