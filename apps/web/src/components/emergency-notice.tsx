import { Anchor, Group, Text } from '@mantine/core'
import { IconPhone } from '@tabler/icons-react'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'

/**
 * The crisis notice (docs/decisions/042-crisis-notice.md): Acolhe is not an emergency service, and
 * CVV (188) and SAMU (192) are one tap away. Shown in the public frame's footer (landing page, booking
 * wizard) and at the foot of every patient page; small, never a banner that hides the page.
 */
export function EmergencyNotice() {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" role="note" aria-label={t.emergencyNoticeLabel}>
      <IconPhone size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">
        {t.emergencyNoticeLead}{' '}
        <Anchor href="tel:188" fw={700} inherit aria-label={t.emergencyCallLabel}>
          {t.emergencyNumber}
        </Anchor>{' '}
        {t.emergencyNoticeMiddle}{' '}
        <Anchor href="tel:192" fw={700} inherit aria-label={t.emergencySamuCallLabel}>
          {t.emergencySamuNumber}
        </Anchor>
        {t.emergencyNoticeTail}
      </Text>
    </Group>
  )
}
