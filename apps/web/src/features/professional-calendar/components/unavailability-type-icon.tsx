import type { ComponentType } from 'react'
import { IconBeach, IconCoffee, IconConfetti, IconDots, IconPresentation, IconStethoscope, IconTool, type IconProps } from '@tabler/icons-react'
import type { UnavailabilityType } from '@acolhe/shared/enums'

// One icon per absence reason, so the list reads at a glance.
const ICONS: Record<UnavailabilityType, ComponentType<IconProps>> = {
  CONFERENCE: IconPresentation,
  CUSTOM: IconDots,
  HOLIDAY: IconConfetti,
  MEDICAL_LEAVE: IconStethoscope,
  PERSONAL_DAY: IconCoffee,
  TECHNICAL_ISSUE: IconTool,
  VACATION: IconBeach,
}

export function UnavailabilityTypeIcon({ type, size = 20 }: { type: UnavailabilityType; size?: number }) {
  const Icon = ICONS[type]
  return <Icon size={size} aria-hidden="true" />
}
