import type { ReactNode } from 'react'
import { MantineProvider, mergeThemeOverrides } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { accessibleCssVariables, accessibleThemeOverride } from './accessible-theme'
import { ModalsOnDemand } from './modals-on-demand'
import { NotificationsOnDemand } from './notifications-on-demand'
import { theme } from './theme'

const appTheme = mergeThemeOverrides(theme, accessibleThemeOverride)

/**
 * Everything a screen needs around it: theme, toasts, confirmation modals and the query cache (calendars
 * bring their own settings: components/pt-br-dates.tsx). The toasts' container and the modals manager are
 * loaded when first used (decision 057).
 */
export function AppProviders({
  queryClient,
  children,
  env = 'default',
}: {
  queryClient: QueryClient
  children: ReactNode
  /**
   * 'test' turns off Mantine's transitions and portals (its documented setting for jsdom tests) and its CSS
   * variables: no CSS reaches jsdom, and re-applying their 10 kB rule was much of each style lookup (decision 121).
   */
  env?: 'default' | 'test'
}) {
  return (
    <MantineProvider theme={appTheme} cssVariablesResolver={accessibleCssVariables} defaultColorScheme="light" env={env} withCssVariables={env !== 'test'}>
      <QueryClientProvider client={queryClient}>
        <NotificationsOnDemand />
        {children}
        <ModalsOnDemand />
      </QueryClientProvider>
    </MantineProvider>
  )
}
