/**
 * Commands: writes that are safe to repeat (mark notices read, language, e-mail settings…). One
 * is queued in the outbox with an idempotency key, shown at once through its optimistic effect on
 * the read models, sent when the network allows, and recorded as the server's answer when
 * accepted. A refused command simply leaves the outbox, and the optimistic effect with it: that is
 * the rollback. Money never goes through here (DESIGN.md).
 */
import type { MethodName, ParamsOf, ResultOf } from '../../contract'
import type { EventDraft } from './events'
import type { Projection } from './projection'

export interface Command<P, M extends MethodName = MethodName> {
  /** Unique and stable: queued rows name their command by it. */
  readonly name: string
  readonly method: M
  params(payload: P): ParamsOf<M>
  /** The read models as they will be once the server accepts, by projection name. */
  readonly optimistic?: { readonly [projection: string]: (state: never, payload: P) => unknown }
  /** The facts to record when the server accepted (origin `server`). */
  accepted(payload: P, result: ResultOf<M>, at: string): EventDraft[]
}

/** Builds a command, checking each optimistic effect against its projection's state. */
export function defineCommand<P, M extends MethodName>(command: Command<P, M>): Command<P, M> {
  return command
}

/** One optimistic effect, typed by its projection. */
export function optimistic<S, P>(
  projection: Projection<S>,
  effect: (state: S, payload: P) => S,
): { [name: string]: (state: never, payload: P) => unknown } {
  return { [projection.name]: effect as (state: never, payload: P) => unknown }
}

// Commands of any payload live together in the registry; each row is checked by name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCommand = Command<any, MethodName>
