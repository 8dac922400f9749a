import type { ReactNode } from 'react'
import { Anchor } from '@mantine/core'
import { Link } from 'react-router'
import type { RecoveryRequest } from '@acolhe/shared/schemas/auth'
import { uiRecoveryTexts as t } from '@acolhe/shared/texts/ui-recovery'
import { AuthPageLayout } from '../../../components/auth-page-layout'
import { loginPathOf } from '../lib/recovery-paths'

export type RecoveryLayoutProps = {
  pageTitle: string
  title: string
  subtitle: string
  kind: RecoveryRequest['kind']
  children: ReactNode
}

/** The card of the three recovery screens, with the way back to the right login page. */
export function RecoveryLayout({ pageTitle, title, subtitle, kind, children }: RecoveryLayoutProps) {
  return (
    <AuthPageLayout
      pageTitle={pageTitle}
      title={title}
      subtitle={subtitle}
      footer={
        <Anchor component={Link} to={loginPathOf(kind)} size="sm">
          {t.backToLogin}
        </Anchor>
      }
    >
      {children}
    </AuthPageLayout>
  )
}
