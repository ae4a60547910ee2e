/* eslint-disable lingui/no-unlocalized-strings -- cookie syntax, not visible text */
/** Reads and writes `document.cookie`; days are whole days from now. */
export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length))
  }
  return undefined
}

export function writeCookie(name: string, value: string, days: number): void {
  const maxAge = days * 24 * 60 * 60
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`
}
