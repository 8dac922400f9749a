import { z } from 'zod'
import { PAYMENT_STATUSES } from '../enums'

/** GET /payments/pix/{paymentId}: the Pix charge page's data (PAYMENT_PROVIDER=pix). */
export const pixCheckoutSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(PAYMENT_STATUSES),
  amount_cents: z.number().int(),
  description: z.string(),
  expires_at: z.string().nullable(),
  /** The patient's zone, which the page reads the deadline in. */
  time_zone: z.string(),
  /** The PSP's BR Code for this charge (QR code and "copia e cola"); null once the payment is closed. */
  pix_copia_e_cola: z.string().nullable(),
  return_url: z.string(),
})
export type PixCheckoutDto = z.infer<typeof pixCheckoutSchema>
