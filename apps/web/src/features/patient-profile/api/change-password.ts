import type { ChangePasswordBody } from '@acolhe/shared/schemas/auth'
import { api } from '../../../lib/api-client'

// PATCH /api/user/me/password → 204; 400 with the server's message for a wrong current password.
// The other devices' sessions end; this one stays.

export async function changePatientPassword(body: ChangePasswordBody): Promise<void> {
  await api.patch('/user/me/password', body)
}
