/**
 * The method registry: contract method name → handler. Types come from the contract, so a
 * handler receives exactly the validated params of its method and must return its result type.
 */
import { methods, type MethodName, type MethodSpec, type ResultOf, type ValidParamsOf } from '../../contract/index'
import type { RpcContext } from './context'

/** The handler of method `M`: validated params in, the contract's result out. */
export type MethodHandler<M extends MethodName> = (ctx: RpcContext, params: ValidParamsOf<M>) => Promise<ResultOf<M>>

/** A method as the dispatcher runs it, types erased after registration checked them. */
export interface RegisteredMethod {
  readonly name: MethodName
  readonly spec: MethodSpec
  readonly handler: (ctx: RpcContext, params: unknown) => Promise<unknown>
}

/** Holds the handlers of one server instance; modules fill it at start-up. */
export class MethodRegistry {
  readonly #methods = new Map<string, RegisteredMethod>()

  /** Adds a handler; registering a name twice is a start-up bug, so it throws. */
  register<M extends MethodName>(name: M, handler: MethodHandler<M>): this {
    if (this.#methods.has(name)) throw new Error(`Method registered twice: ${name}`)
    const spec: MethodSpec = methods[name]
    this.#methods.set(name, { name, spec, handler: handler as RegisteredMethod['handler'] })
    return this
  }

  /** The handler of a contract method, or undefined when none is registered yet. */
  get(name: MethodName): RegisteredMethod | undefined {
    return this.#methods.get(name)
  }

  /** Names registered so far, for logs and tests. */
  names(): MethodName[] {
    return [...this.#methods.keys()] as MethodName[]
  }
}

/** Whether `name` is a method of the contract (own keys only: `toString` is not a method). */
export function isContractMethod(name: string): name is MethodName {
  return Object.hasOwn(methods, name)
}

/** The contract's description of a method. */
export function contractSpec(name: MethodName): MethodSpec {
  return methods[name]
}
