/**
 * A value kept outside React's render, for machine effects that read it when they run (the
 * mounted card field, the deposit-notice mark). Set in effects, read in effects: never drawn.
 */
export interface Holder<T> {
  get(): T
  set(value: T): void
}

export function createHolder<T>(initial: T): Holder<T> {
  let value = initial
  return {
    get: () => value,
    set: (next) => {
      value = next
    },
  }
}
