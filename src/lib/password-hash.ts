/**
 * SPEC §5: passwords leave the page only as `md5(PASSWORD_HASH_PREFIX + password)`, in lower-case
 * hex. The server treats the hash as the password and stores it with scrypt.
 */
import md5 from 'md5'
import { PASSWORD_HASH_PREFIX } from '../../contract/fields'

export function hashPassword(password: string): string {
  return md5(PASSWORD_HASH_PREFIX + password)
}
