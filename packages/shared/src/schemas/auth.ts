import { z } from 'zod'
import { emailField, loginPasswordField } from './fields'

/** Body of POST /user/login, /professional-private/login and /admin/login. */
export const loginSchema = z.object({ email: emailField, password: loginPasswordField })
export type LoginInput = z.infer<typeof loginSchema>
