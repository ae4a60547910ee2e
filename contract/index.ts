/** The one barrel in the project: the contract is imported as a whole by app and server. */
export * from './rpc'
export * from './errors'
export * from './methods'
export type * from './methods/system'
