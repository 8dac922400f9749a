import { Group, Text } from '@mantine/core'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'

/** The word mark: a leaf-like dot and the product name. Decorative mark, readable name. */
export function Logo({ size = 'lg' }: { size?: 'md' | 'lg' | 'xl' }) {
  const dot = size === 'xl' ? 22 : size === 'lg' ? 16 : 12
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={dot} height={dot} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 1C3.5 4 2 7.5 2 10a6 6 0 0 0 12 0c0-2.5-1.5-6-6-9Z" fill="var(--mantine-color-acolhe-6)" />
      </svg>
      <Text component="span" fw={700} fz={size} c="acolhe.8" style={{ letterSpacing: '-0.02em' }}>
        {t.appName}
      </Text>
    </Group>
  )
}
