/**
 * A real OpenID provider on loopback, for tests of the OAuth logins (server tests and Playwright).
 *
 * It is `oidc-provider` (v9, certified) with one confidential client, PKCE required, and a small
 * sign-in page of its own instead of the package's dev interactions (which print warnings):
 * any login is accepted, consent is granted with it, and the page is shown at every authorization
 * (also when the browser is still signed in there). The login becomes the subject; the claims are
 * `email` (the login when it has an `@`, else `<login>@example.com`), `email_verified` (the form's
 * checkbox, ticked by default) and `preferred_username` (the login). The ID token carries only
 * `sub` (the provider's default for the code flow), so a relying party reads the rest from userinfo,
 * as it must with many real providers.
 *
 * In a browser: fill the field labelled "Login", leave or untick "E-mail verified", press
 * "Sign in" (or "Cancel": the provider redirects back with `error=access_denied`).
 * `loginAtProvider()` drives that page over HTTP, for tests without a browser.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type {
  Adapter,
  AdapterPayload,
  Configuration,
  InteractionPolicyModule,
  Provider as OidcProvider,
} from 'oidc-provider'

/** A running test provider. */
export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`: discovery is at `${issuer}/.well-known/openid-configuration`. */
  issuer: string
  clientId: string
  clientSecret: string
  /** Stops listening and forgets every grant. */
  close(): Promise<void>
}

export interface TestOidcProviderOptions {
  /** The client's redirect URIs, matched exactly by the provider. */
  redirectUris: string[]
  /** 0 or left out: a free port. */
  port?: number
  /** Fixed credentials (e.g. a dev server that restarts); random by default. */
  clientId?: string
  clientSecret?: string
}

/** How the sign-in page is filled in by `loginAtProvider`. */
export interface ProviderLogin {
  /** Any login works: it becomes the subject. */
  login: string
  /** Whether the provider says the e-mail is verified (default true). */
  emailVerified?: boolean
}

/** Starts a provider on 127.0.0.1. */
export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const { Provider, interactionPolicy } = await loadProvider()
  const clientId = options.clientId ?? `hubdeck-test-${randomBytes(6).toString('hex')}`
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url')
  /** Verified-ness chosen on the sign-in page, by subject. */
  const emailVerified = new Map<string, boolean>()

  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const provider = new Provider(
    issuer,
    configuration({ clientId, clientSecret, redirectUris: options.redirectUris }, emailVerified, interactionPolicy),
  )
  const callback = provider.callback()

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname
    const uid = /^\/interaction\/([\w-]+)$/.exec(path)?.[1]
    if (!uid) {
      callback(req, res)
      return
    }
    const handle = req.method === 'POST' ? submitSignIn : showSignIn
    handle(provider, req, res, emailVerified).catch((error: unknown) => {
      res.statusCode = 400
      res.setHeader('content-type', 'text/plain; charset=utf-8')
      res.end(`Sign-in failed: ${error instanceof Error ? error.message : String(error)}`)
    })
  })

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/**
 * Follows `authorizeUrl` through the provider's sign-in page like a browser would (cookies, the
 * form, the redirects) and answers the URL the provider sends the user back to, with `code` and
 * `state` (or `error`) in its query.
 */
export async function loginAtProvider(authorizeUrl: string, login: ProviderLogin): Promise<string> {
  const origin = new URL(authorizeUrl).origin
  const cookies = new Map<string, string>()
  let url = authorizeUrl
  let form: URLSearchParams | null = null
  for (let hop = 0; hop < 20; hop += 1) {
    if (new URL(url).origin !== origin) return url
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    })
    keepCookies(cookies, response.headers.getSetCookie())
    form = null
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href
      continue
    }
    const body = await response.text()
    if (response.status === 200 && body.includes('name="login"')) {
      form = new URLSearchParams({ login: login.login })
      if (login.emailVerified !== false) form.set('email_verified', 'on')
      continue
    }
    throw new Error(`The provider answered ${response.status} at ${url}: ${body.slice(0, 500)}`)
  }
  throw new Error('The provider redirected too many times')
}

/** The claims the provider gives for a login. */
function claimsOf(login: string, emailVerified: boolean) {
  return {
    sub: login,
    email: login.includes('@') ? login : `${login}@example.com`,
    email_verified: emailVerified,
    preferred_username: login,
  }
}

function configuration(
  client: { clientId: string; clientSecret: string; redirectUris: string[] },
  emailVerified: Map<string, boolean>,
  policy: InteractionPolicyModule,
): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    adapter: memoryAdapter(),
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['preferred_username'] },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: false } },
    interactions: { policy: askEveryTime(policy), url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => claimsOf(sub, emailVerified.get(sub) ?? true),
    }),
    renderError: (ctx, out) => {
      ctx.type = 'text/plain'
      ctx.body = Object.entries(out)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join('\n')
    },
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
      RefreshToken: 600,
    },
  }
}

/**
 * The package's interaction policy, plus: sign in at every authorization, even when the browser
 * still has a session here, so each login picks its identity (as tests and `HUBDECK_OAUTH_DEV`
 * users expect). The request that resumes after the form carries its result and passes.
 */
function askEveryTime({ base, Check }: InteractionPolicyModule): unknown {
  const policy = base()
  policy
    .get('login')
    ?.checks.add(
      new Check('every_time', 'The test provider asks who signs in every time', (ctx) =>
        ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
      ),
    )
  return policy
}

/** The sign-in page: a login, the e-mail-verified box, one button. */
async function showSignIn(provider: OidcProvider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { uid, params } = await provider.interactionDetails(req, res)
  const client = typeof params.client_id === 'string' ? params.client_id : ''
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.end(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Test provider sign-in</title></head>
<body>
<main>
<h1>Test provider sign-in</h1>
<p>Signing in to ${escapeHtml(client)}. Any login works.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Login <input name="login" autocomplete="username" required autofocus></label>
<label><input type="checkbox" name="email_verified" checked> E-mail verified</label>
<button type="submit">Sign in</button>
<button type="submit" name="abort" value="1" formnovalidate>Cancel</button>
</form>
</main>
</body>
</html>`)
}

/** Takes the form: finishes the login with consent to every requested scope, or aborts. */
async function submitSignIn(
  provider: OidcProvider,
  req: IncomingMessage,
  res: ServerResponse,
  emailVerified: Map<string, boolean>,
): Promise<void> {
  const form = new URLSearchParams(await readBody(req))
  const { params } = await provider.interactionDetails(req, res)
  const login = form.get('login')?.trim() ?? ''
  if (form.has('abort') || !login) {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    )
    return
  }
  emailVerified.set(login, form.get('email_verified') === 'on')
  const grant = new provider.Grant({ accountId: login, clientId: String(params.client_id) })
  grant.addOIDCScope(String(params.scope ?? 'openid'))
  const grantId = await grant.save()
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: login }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  )
}

/** The package, imported without its start-up notices (e.g. about the Node.js version). */
async function loadProvider(): Promise<{ Provider: typeof OidcProvider; interactionPolicy: InteractionPolicyModule }> {
  const { warn, info } = console
  const quiet =
    (write: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      if (!String(args[0]).includes('oidc-provider')) write(...args)
    }
  console.warn = quiet(warn)
  console.info = quiet(info)
  try {
    const { Provider, interactionPolicy } = await import('oidc-provider')
    return { Provider, interactionPolicy }
  } finally {
    console.warn = warn
    console.info = info
  }
}

/** The models whose records a revoked grant takes along (as the package's own memory adapter). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
])

/** The provider's storage, one per provider: its records by model and id, with expiry. */
function memoryAdapter(): new (model: string) => Adapter {
  const records = new Map<string, { payload: AdapterPayload; expiresAt: number }>()
  const byUserCode = new Map<string, string>()
  const byUid = new Map<string, string>()
  const byGrant = new Map<string, Set<string>>()

  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string): string {
      return `${this.model}:${id}`
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const key = this.key(id)
      records.set(key, { payload, expiresAt: Date.now() + expiresIn * 1000 })
      // Only tokens die with their grant; an interaction or session naming a grant must survive it.
      if (payload.grantId && GRANTABLE.has(this.model))
        byGrant.set(payload.grantId, (byGrant.get(payload.grantId) ?? new Set()).add(key))
      if (payload.userCode) byUserCode.set(payload.userCode, id)
      if (payload.uid && this.model === 'Session') byUid.set(payload.uid, id)
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const record = records.get(this.key(id))
      if (!record || record.expiresAt < Date.now()) return undefined
      return record.payload
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const id = byUserCode.get(userCode)
      return id ? this.find(id) : undefined
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const id = byUid.get(uid)
      return id ? this.find(id) : undefined
    }

    async consume(id: string): Promise<void> {
      const record = records.get(this.key(id))
      if (record) record.payload.consumed = Math.floor(Date.now() / 1000)
    }

    async destroy(id: string): Promise<void> {
      records.delete(this.key(id))
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of byGrant.get(grantId) ?? []) records.delete(key)
      byGrant.delete(grantId)
    }
  }
}

function keepCookies(jar: Map<string, string>, setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';')
    const at = pair.indexOf('=')
    if (at <= 0) continue
    const name = pair.slice(0, at).trim()
    const value = pair.slice(at + 1).trim()
    const expired = attributes.some((attribute) => {
      const [key, date] = attribute.split('=')
      return key?.trim().toLowerCase() === 'expires' && date !== undefined && Date.parse(date) < Date.now()
    })
    if (expired || !value) jar.delete(name)
    else jar.set(name, value)
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
      if (body.length > 10_000) reject(new Error('The form is too large'))
    })
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )
}
