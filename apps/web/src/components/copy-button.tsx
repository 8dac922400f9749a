import { useRef } from 'react'
import { Button, CopyButton as MantineCopyButton, VisuallyHidden, type ButtonProps } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'
import { TooltipOnDemand } from './tooltip-on-demand'

/** How long 'Copiado' stays visible (long enough to read, short enough not to linger). */
export const COPIED_TIMEOUT_MS = 2000

/**
 * Copies `value` and shows the tooltip 'Copiado' for 2 seconds (e.g. 'Copiar meu link'); `onCopied`
 * lets the screen tell the server (the onboarding checklist ticks the copied link).
 */
export function CopyButton({
  value,
  label = t.copyLabel,
  ariaLabel,
  onCopied,
  ...buttonProps
}: { value: string; label?: string; /** Names what is copied when several buttons share one short label. */ ariaLabel?: string; onCopied?: () => void } & ButtonProps) {
  // 'Copiado' is a tooltip beside the button, downloaded at the first copy (decision 061).
  const button = useRef<HTMLButtonElement>(null)
  return (
    <MantineCopyButton value={value} timeout={COPIED_TIMEOUT_MS}>
      {({ copied, copy }) => (
        <>
          <Button
            ref={button}
            variant="light"
            onClick={() => {
              copy()
              onCopied?.()
            }}
            leftSection={copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
            aria-label={ariaLabel}
            {...buttonProps}
          >
            {label}
            {/* The tooltip is visual only; this live region tells screen readers the copy happened. */}
            <VisuallyHidden role="status">{copied ? t.copied : ''}</VisuallyHidden>
          </Button>
          <TooltipOnDemand target={button} label={t.copied} opened={copied} withArrow position="top" />
        </>
      )}
    </MantineCopyButton>
  )
}
