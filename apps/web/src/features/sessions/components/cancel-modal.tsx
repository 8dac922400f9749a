import type { ComponentProps } from 'react'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { CancelConfirmation } from './cancel-confirmation'

/** The cancellation's dialog: its own file so the session list loads the modal only when it opens. */
export function CancelModal(props: ComponentProps<typeof CancelConfirmation>) {
  return (
    <ResponsiveModal opened onClose={props.onKeep} title={t.cancelTitle}>
      <CancelConfirmation {...props} />
    </ResponsiveModal>
  )
}
