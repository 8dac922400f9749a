import type { ReactNode } from 'react'
import { Alert } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'

/** A card alert ('Atenção' header) for information a person must not miss. */
export function CardAlert({ children, title = t.cardAlertTitle }: { children: ReactNode; title?: string }) {
  return (
    <Alert variant="light" color="yellow" radius="md" title={title} icon={<IconAlertTriangle aria-hidden="true" />}>
      {children}
    </Alert>
  )
}
