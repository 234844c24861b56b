import { env } from '../../src/config/env'
import { firstAccountSetupCode } from '../../src/lib/auth/setup-code'

/** The staff account the test suites sign in with. */
export const staff = {
  email: 'attorney@example.com',
  password: 'a-long-test-password-2026',
  name: 'Dana Whitfield',
}

/** The first-register form as the operator fills it in: the account plus the printed setup code. */
export const firstRegistration = {
  ...staff,
  setupCode: firstAccountSetupCode(env.PAYLOAD_SECRET),
}
