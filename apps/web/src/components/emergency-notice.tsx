import { Anchor, Group, Text } from '@mantine/core'
import { IconPhone } from '@tabler/icons-react'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'

/** 'Não é serviço de emergência — CVV 188' (integration notes, LGPD/CFP): shown wherever people arrive. */
export function EmergencyNotice() {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" role="note">
      <IconPhone size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">
        {t.emergencyNoticeLead}{' '}
        <Anchor href="tel:188" fw={700} inherit aria-label={t.emergencyCallLabel}>
          {t.emergencyNumber}
        </Anchor>
        {t.emergencyNoticeTail}
      </Text>
    </Group>
  )
}
