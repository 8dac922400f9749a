import type { Now } from '@acolhe/shared/schemas/adult-birthday'

/**
 * The browser's clock for form rules that need today (a birthday's age). The server judges again
 * with its own clock, so a wrong device date only changes which message the form shows first.
 */
export const browserNow: Now = () => new Date()
