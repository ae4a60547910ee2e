/**
 * The method registry: method name → handler. Types come from the contract, so a handler
 * receives exactly the validated params of its method and must return its result type. Besides
 * the hub_* map, the contract's dev methods (`devMethods`) may be registered; a server that does
 * not register them (production) does not have them at all.
 */
import type * as v from 'valibot'
import { devMethods, methods, type DevMethods, type MethodSpec, type Methods } from '../../contract/index'
import type { RpcContext } from './context'

type AllMethods = Methods & DevMethods

/** A hub_* method of the contract or one of its dev methods. */
export type AnyMethodName = keyof AllMethods

type ValidParams<M extends AnyMethodName> = v.InferOutput<AllMethods[M]['params']>
type Result<M extends AnyMethodName> = AllMethods[M] extends MethodSpec<v.GenericSchema, infer R> ? R : never

/** The handler of method `M`: validated params in, the contract's result out. */
export type MethodHandler<M extends AnyMethodName> = (ctx: RpcContext, params: ValidParams<M>) => Promise<Result<M>>

/** How the dispatcher treats a method beyond its contract spec. */
export interface MethodOptions {
  /**
   * A call with an expired, ended or unknown token answers null instead of 10101–10103: ending a
   * session that is already over has nothing left to do (hub_logout).
   */
  nullWhenSessionEnded?: boolean
}

/** A method as the dispatcher runs it, types erased after registration checked them. */
export interface RegisteredMethod {
  readonly name: AnyMethodName
  readonly spec: MethodSpec
  readonly options: MethodOptions
  readonly handler: (ctx: RpcContext, params: unknown) => Promise<unknown>
}

const allSpecs: Record<AnyMethodName, MethodSpec> = { ...methods, ...devMethods }

/** Holds the handlers of one server instance; modules fill it at start-up. */
export class MethodRegistry {
  readonly #methods = new Map<string, RegisteredMethod>()

  /** Adds a handler; registering a name twice is a start-up bug, so it throws. */
  register<M extends AnyMethodName>(name: M, handler: MethodHandler<M>, options: MethodOptions = {}): this {
    if (this.#methods.has(name)) throw new Error(`Method registered twice: ${name}`)
    this.#methods.set(name, { name, spec: allSpecs[name], options, handler: handler as RegisteredMethod['handler'] })
    return this
  }

  /** The handler of a method, or undefined when none is registered. */
  get(name: AnyMethodName): RegisteredMethod | undefined {
    return this.#methods.get(name)
  }

  /** Names registered so far, for logs and tests. */
  names(): AnyMethodName[] {
    return [...this.#methods.keys()] as AnyMethodName[]
  }
}

/** Whether `name` is a hub_* method of the contract (own keys only: `toString` is not a method). */
export function isContractMethod(name: string): name is keyof Methods {
  return Object.hasOwn(methods, name)
}

/** Whether `name` is one of the contract's dev methods (served only outside production). */
export function isDevMethod(name: string): name is keyof DevMethods {
  return Object.hasOwn(devMethods, name)
}

/** The contract's description of a method. */
export function contractSpec(name: AnyMethodName): MethodSpec {
  return allSpecs[name]
}
