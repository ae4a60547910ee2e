/**
 * The session token's cookie: `bpis` for 30 days (SPEC §9), the name existing clients use. A
 * module of its own, with no imports, so the build's route preload (scripts/) can name it too.
 */
export const SESSION_COOKIE = 'bpis'
/** SPEC §9: the token cookie lasts 30 days. */
export const SESSION_COOKIE_DAYS = 30
