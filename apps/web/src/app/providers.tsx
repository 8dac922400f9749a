import type { ReactNode } from 'react'
import { MantineProvider, mergeThemeOverrides } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { accessibleCssVariables, accessibleThemeOverride } from './accessible-theme'
import { theme } from './theme'

const appTheme = mergeThemeOverrides(theme, accessibleThemeOverride)

/** Everything a screen needs around it: theme, toasts, modals and the query cache (calendars bring their own settings: components/pt-br-dates.tsx). */
export function AppProviders({
  queryClient,
  children,
  env = 'default',
}: {
  queryClient: QueryClient
  children: ReactNode
  /** 'test' turns off Mantine's transitions and portals (its documented setting for jsdom tests). */
  env?: 'default' | 'test'
}) {
  return (
    <MantineProvider theme={appTheme} cssVariablesResolver={accessibleCssVariables} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        {/* Toasts at the top right, closing after 3000 ms (docs/product/screens-and-routes.md). */}
        <Notifications position="top-right" autoClose={3000} />
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  )
}
