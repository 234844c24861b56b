import { expect, test } from 'vitest'

import { renderInSlot } from './render-slots'

function deferred() {
  let resolve: (value: string) => void = () => {}
  const promise = new Promise<string>((done) => (resolve = done))
  return { promise, resolve }
}

test('renders one at a time, lets four wait in line, and turns the rest away at once', async () => {
  const renders = Array.from({ length: 6 }, deferred)
  const started: number[] = []
  const results = renders.map((render, index) =>
    renderInSlot(() => {
      started.push(index)
      return render.promise
    }),
  )
  expect(await results[5]).toBeNull()
  await Promise.resolve()
  expect(started).toEqual([0])

  for (const [index, render] of renders.slice(0, 5).entries()) {
    render.resolve(`report ${index}`)
    expect(await results[index]).toBe(`report ${index}`)
  }
  expect(started).toEqual([0, 1, 2, 3, 4])
  expect(await renderInSlot(async () => 'after the line cleared')).toBe('after the line cleared')
})

test('a failed render frees its slot', async () => {
  await expect(renderInSlot(() => Promise.reject(new Error('font missing')))).rejects.toThrow()
  expect(await renderInSlot(async () => 'next')).toBe('next')
})
