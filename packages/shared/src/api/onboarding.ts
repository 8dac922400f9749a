import { z } from 'zod'

/**
 * GET /professional-private/me/onboarding: the first-run checklist of the professional's home, each item
 * decided by the server from its data (decision 027). `listed`: patients can find and book them now.
 */
export const onboardingSchema = z.object({
  availability_published: z.boolean(),
  profile_complete: z.boolean(),
  link_copied: z.boolean(),
  listed: z.boolean(),
})
export type OnboardingDto = z.infer<typeof onboardingSchema>
