/**
 * Every server test file: passwords hashed at a cheap scrypt cost (2^10 instead of OWASP's 2^17,
 * ~400 ms a hash on the CI machine), since the suites create hundreds of accounts. The cost
 * itself is tested in server/modules/account/password.test.ts.
 */
import { setPasswordCostForTests } from '../../server/modules/account/password'

setPasswordCostForTests(10)
