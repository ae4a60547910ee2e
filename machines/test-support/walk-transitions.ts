/**
 * The model-based tests' walk: every transition of every state reachable from the machine's
 * initial states (one per input), each taken once, with what it did. A breadth-first walk of
 * our own rather than `@xstate/graph`'s adjacency map: that map computes each transition and the
 * tests then computed it again for its actions, and a map per input walked the states the
 * inputs share once per input (the purchase graph took 50 s of a loaded CI machine's unit phase).
 */
import {
  getInitialSnapshot,
  transition,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate'

/** One transition: the state it left, the event, the state it reached and its effects. */
export interface Step<M extends AnyStateMachine> {
  from: SnapshotFrom<M>
  event: EventFromLogic<M>
  to: SnapshotFrom<M>
  /** Named actions, `start:<actor>` for a spawned actor, `wait:<event>:<ms>` for a delayed raise. */
  effects: string[]
}

export interface WalkOptions<M extends AnyStateMachine> {
  /** One initial state per input; `[undefined]` for a machine without input. */
  inputs: readonly (InputFrom<M> | undefined)[]
  events: readonly EventFromLogic<M>[]
  /** States with the same key are one state of the graph: the key holds what decides the next step. */
  serializeState: (snapshot: SnapshotFrom<M>) => string
}

export function walkTransitions<M extends AnyStateMachine>(
  machine: M,
  { inputs, events, serializeState }: WalkOptions<M>,
): Step<M>[] {
  const seen = new Set<string>()
  const queue: SnapshotFrom<M>[] = []
  const visit = (snapshot: SnapshotFrom<M>) => {
    const key = serializeState(snapshot)
    if (seen.has(key)) return
    seen.add(key)
    queue.push(snapshot)
  }
  // getInitialSnapshot's rest parameter is typed per machine; the walk is generic over them.
  const initial = getInitialSnapshot as (logic: M, input: InputFrom<M> | undefined) => SnapshotFrom<M>
  for (const input of inputs) visit(initial(machine, input))
  const steps: Step<M>[] = []
  for (const from of queue) {
    for (const event of events) {
      const [to, actions] = transition(machine, from, event)
      steps.push({ from, event, to: to as SnapshotFrom<M>, effects: actions.flatMap(effectName) })
      visit(to as SnapshotFrom<M>)
    }
  }
  return steps
}

function effectName(action: { type: string; params?: unknown }): string[] {
  const params = action.params as { src?: unknown; delay?: number; event?: { type: string } } | undefined
  if (action.type === 'xstate.spawnChild') return [`start:${String(params?.src)}`]
  if (action.type === 'xstate.raise' && params?.delay !== undefined) {
    return [`wait:${params.event?.type.split('.')[2]}:${params.delay}`]
  }
  return action.type.startsWith('xstate.') ? [] : [action.type]
}
