import type { OnboardingDto } from '@acolhe/shared/api/onboarding'
import type { Deps } from '../../deps'
import * as repo from './onboarding.repository'

// The first-run checklist of the professional's home (decision 027). Each item is a fact of the data:
// availability published = a weekly slot exists (what the public directory asks too); profile complete
// = a photo and a short description, what patients see on the card; link copied = recorded when the
// professional copies their booking link.

type OnboardingDeps = Pick<Deps, 'db' | 'clock'>

export async function onboardingOf(deps: OnboardingDeps, professionalId: string): Promise<OnboardingDto> {
  const [profile, availability, copiedAt] = await Promise.all([
    repo.findProfile(deps.db, professionalId),
    repo.hasWeeklySlot(deps.db, professionalId),
    repo.linkCopiedAt(deps.db, professionalId),
  ])
  return {
    availability_published: availability,
    profile_complete: Boolean(profile?.profilePhotoUrl && profile.briefDescription?.trim()),
    link_copied: copiedAt !== null,
    // Only authorized professionals reach this (the route's guard), so a slot is what listing needs.
    listed: availability,
  }
}

export async function recordLinkCopied(deps: OnboardingDeps, professionalId: string): Promise<OnboardingDto> {
  await repo.recordLinkCopied(deps.db, professionalId, deps.clock.now())
  return onboardingOf(deps, professionalId)
}
