/**
 * mulberry32: a small seeded generator, so a run (a fuzz that failed, a benchmark's data) can be
 * repeated exactly. Returns numbers in [0, 1) and a picker of list items.
 */
export function seededRandom(start: number) {
  let state = start >>> 0
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  return { random, pick }
}
