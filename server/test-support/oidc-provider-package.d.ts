/**
 * The few parts of `oidc-provider` (v9, which ships no types) that `oidc-provider.ts` uses.
 * Only test support imports the package: it is a dev dependency.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface AdapterPayload {
    [key: string]: unknown
    grantId?: string
    userCode?: string
    uid?: string
    consumed?: number
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>
    find(id: string): Promise<AdapterPayload | undefined>
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>
    findByUid(uid: string): Promise<AdapterPayload | undefined>
    consume(id: string): Promise<void>
    destroy(id: string): Promise<void>
    revokeByGrantId(grantId: string): Promise<void>
  }

  export interface KoaContextLike {
    type: string
    body: unknown
  }

  export interface Configuration {
    clients?: Record<string, unknown>[]
    jwks?: { keys: Record<string, unknown>[] }
    adapter?: new (model: string) => Adapter
    cookies?: { keys?: string[] }
    pkce?: { required?: () => boolean }
    claims?: Record<string, string[]>
    scopes?: string[]
    features?: Record<string, { enabled: boolean }>
    interactions?: { policy?: unknown; url: (ctx: unknown, interaction: { uid: string }) => string }
    findAccount?: (
      ctx: unknown,
      sub: string,
    ) => { accountId: string; claims: () => Record<string, unknown> } | undefined
    renderError?: (ctx: KoaContextLike, out: Record<string, unknown>, error: unknown) => void
    clientBasedCORS?: () => boolean
    ttl?: Record<string, number>
  }

  export interface InteractionDetails {
    uid: string
    params: Record<string, unknown>
    prompt: { name: string; details: Record<string, unknown> }
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string })
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration)
    readonly Grant: typeof Grant
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
  }

  /** The interaction policy: prompts (`login`, `consent`) and the checks that raise them. */
  export interface InteractionPolicyModule {
    base(): { get(name: string): { checks: { add(check: unknown): void } } | undefined }
    Check: {
      new (
        reason: string,
        description: string,
        check: (ctx: { oidc: { result?: { login?: unknown } } }) => boolean,
      ): unknown
      REQUEST_PROMPT: boolean
      NO_NEED_TO_PROMPT: boolean
    }
  }

  export const interactionPolicy: InteractionPolicyModule

  export default Provider
}
