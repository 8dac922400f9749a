import type { ReactNode } from 'react'
import { Modal, type ModalProps } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'

/** Below this width the dialog becomes a bottom sheet (the 768 px breakpoint of docs/product/screens-and-routes.md). */
export const BOTTOM_SHEET_QUERY = '(max-width: 767.98px)'

export type ResponsiveModalProps = Omit<ModalProps, 'fullScreen' | 'centered' | 'transitionProps'> & { children: ReactNode }

/** Centred dialog on wide screens, a sheet sliding up from the bottom on small ones. */
export function ResponsiveModal({ children, styles, ...props }: ResponsiveModalProps) {
  const sheet = useMediaQuery(BOTTOM_SHEET_QUERY) ?? false
  return (
    <Modal
      centered={!sheet}
      radius="lg"
      closeButtonProps={{ 'aria-label': t.closeDialog }}
      transitionProps={sheet ? { transition: 'slide-up', duration: 250 } : { transition: 'pop', duration: 200 }}
      data-layout={sheet ? 'sheet' : 'dialog'}
      styles={
        sheet
          ? {
              inner: { alignItems: 'flex-end', padding: 0 },
              content: {
                flex: '0 0 100%',
                maxWidth: '100%',
                maxHeight: '90dvh',
                borderBottomLeftRadius: 0,
                borderBottomRightRadius: 0,
              },
              ...styles,
            }
          : styles
      }
      {...props}
    >
      {children}
    </Modal>
  )
}
