/**
 * A small seeded generator (mulberry32) for the fuzzing harness: the same seed gives the same
 * numbers on every machine, so a body that broke the server is rebuilt from its seed alone.
 */

/** Numbers in [0, 1) from a 32-bit seed, with helpers to pick from lists. */
export class SeededRandom {
  #state: number

  constructor(seed: number) {
    this.#state = seed >>> 0
  }

  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0
    let t = this.#state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('nothing to pick from')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** One of `choices`, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = this.next() * total
    for (const [choice, weight] of choices) {
      roll -= weight
      if (roll < 0) return choice
    }
    return choices[choices.length - 1]![0]
  }

  /** `length` characters from `alphabet`. */
  text(length: number, alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'): string {
    let out = ''
    for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(this.next() * alphabet.length)]
    return out
  }

  bytes(length: number): Buffer {
    const out = Buffer.alloc(length)
    for (let i = 0; i < length; i += 1) out[i] = Math.floor(this.next() * 256)
    return out
  }
}

/**
 * The seed of case `index` of a run seeded `runSeed`: each case has a seed of its own, so a
 * failing one is replayed alone (`--case <seed>`) without generating the ones before it.
 */
export function caseSeed(runSeed: number, index: number): number {
  let h = (runSeed ^ 0x9e3779b9) >>> 0
  h = Math.imul(h ^ index, 0x85ebca6b) >>> 0
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0
  return (h ^ (h >>> 16)) >>> 0
}
