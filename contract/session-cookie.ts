/**
 * The session token's cookie: `bpis` for 30 days (SPEC §9), the name existing clients use. In
 * the contract, with no imports: the app, the build's route preload (scripts/) and the server
 * (which sends the prerendered dashboard page only to a visitor holding one) name it alike.
 */
export const SESSION_COOKIE = 'bpis'
/** SPEC §9: the token cookie lasts 30 days. */
export const SESSION_COOKIE_DAYS = 30
