import { seededRandom } from '../support/seeded-random'

/** A seeded source of choices: numbers in [0, 1), list items, whole numbers, coin flips. */
export type Random = {
  random: () => number
  pick: <T>(items: readonly T[]) => T
}

/** The choices of one seed, with a few helpers every part of the generator uses. */
export function seededChoices(seed: number) {
  const { random, pick } = seededRandom(seed)
  return {
    random,
    pick,
    /** A whole number from `min` to `max`, both included. */
    integer: (min: number, max: number) => min + Math.floor(random() * (max - min + 1)),
    chance: (probability: number) => random() < probability,
  }
}

export type Choices = ReturnType<typeof seededChoices>

/**
 * A seed and a number mixed into one 32-bit seed (a finalizer of MurmurHash3): for one seed,
 * different numbers never give the same result, and neighbours give unrelated ones.
 */
export function mixedSeed(seed: number, index: number): number {
  let hash = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35)
  hash = Math.imul(hash ^ (hash >>> 16), 0x7feb352d)
  return (hash ^ (hash >>> 15)) >>> 0
}
