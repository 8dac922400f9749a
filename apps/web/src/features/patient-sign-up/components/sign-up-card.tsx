import type { ReactNode } from 'react'
import { Text } from '@mantine/core'
import { uiSignUpTexts as t } from '@acolhe/shared/texts/ui-sign-up'
import { AuthPageLayout } from '../../../components/auth-page-layout'

/** The card of the second sign-up screens: 'Quase lá...' with the step shown above the title. */
export function SignUpCard({ pageTitle, title, subtitle, step, children }: { pageTitle: string; title: string; subtitle: string; step?: number; children: ReactNode }) {
  return (
    <AuthPageLayout
      pageTitle={pageTitle}
      title={title}
      subtitle={subtitle}
      top={
        step ? (
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t.stepIndicator(step, 2)}
          </Text>
        ) : undefined
      }
    >
      {children}
    </AuthPageLayout>
  )
}
