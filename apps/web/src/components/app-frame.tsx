import { useRef, type ReactNode } from 'react'
import { ActionIcon, Anchor, AppShell, Box, Burger, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout } from '@tabler/icons-react'
import { Link, useLocation } from 'react-router'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'
import { uiShellTexts as shellTexts } from '@acolhe/shared/texts/ui-shell'
import { Logo } from './logo'
import { TooltipOnDemand, useMouseHover } from './tooltip-on-demand'

export type NavItem = { to: string; label: string; icon: ReactNode }

export type AppFrameProps = {
  /** Where the logo leads. */
  homeTo: string
  /** Shown in the sidebar above the entries (the person's first name, 'Painel Admin', …). */
  title?: string
  /** Sidebar entries; without them there is no sidebar, only the header (e.g. awaiting authorization). */
  navItems?: readonly NavItem[]
  onLogout: () => void
  logoutPending?: boolean
  /** Widths up to this many pixels get the burger-opened drawer instead of the fixed sidebar. */
  drawerMaxWidthPx?: number
  /** Lets wide screens fold the sidebar away too (the admin side menu). */
  collapsibleOnDesktop?: boolean
  /** A small note at the foot of every page of the area (the patient area's crisis notice). */
  footNote?: ReactNode
  children: ReactNode
}

/** The guarded areas' frame (Mantine AppShell): header, responsive sidebar, 'Sair', main content. */
export function AppFrame({
  homeTo,
  title,
  navItems,
  onLogout,
  logoutPending = false,
  drawerMaxWidthPx = 767,
  collapsibleOnDesktop = false,
  footNote,
  children,
}: AppFrameProps) {
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false)
  const [desktopCollapsed, { toggle: toggleDesktop }] = useDisclosure(false)
  const location = useLocation()
  const narrow = useMediaQuery(`(max-width: ${drawerMaxWidthPx + 0.98}px)`) ?? false
  const breakpoint = `${(drawerMaxWidthPx + 1) / 16}em`
  const hasSidebar = Boolean(navItems && navItems.length > 0)
  // The fold button's tooltip is downloaded on the first hover (decision 061).
  const foldButton = useRef<HTMLButtonElement>(null)
  const foldHover = useMouseHover()
  const foldLabel = desktopCollapsed ? shellTexts.expandMenu : shellTexts.collapseMenu

  const logoutButton = (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconLogout size={18} aria-hidden="true" />}
      onClick={onLogout}
      loading={logoutPending}
      justify="flex-start"
    >
      {shellTexts.logout}
    </Button>
  )

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={
        hasSidebar
          ? { width: 260, breakpoint, collapsed: { mobile: !mobileOpened, desktop: collapsibleOnDesktop && desktopCollapsed } }
          : undefined
      }
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <Anchor href="#conteudo" className="skip-link">
          {t.skipToContent}
        </Anchor>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {hasSidebar && narrow && (
              <Burger
                opened={mobileOpened}
                onClick={toggleMobile}
                size="sm"
                aria-label={mobileOpened ? t.closeMenu : t.openMenu}
                aria-expanded={mobileOpened}
              />
            )}
            {hasSidebar && collapsibleOnDesktop && !narrow && (
              <>
                <ActionIcon
                  ref={foldButton}
                  variant="subtle"
                  color="gray"
                  onClick={toggleDesktop}
                  onPointerEnter={foldHover.onPointerEnter}
                  onPointerLeave={foldHover.onPointerLeave}
                  aria-label={foldLabel}
                  aria-expanded={!desktopCollapsed}
                >
                  {desktopCollapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
                </ActionIcon>
                <TooltipOnDemand target={foldButton} label={foldLabel} opened={foldHover.hovered} />
              </>
            )}
            <Anchor component={Link} to={homeTo} underline="never" aria-label={t.homeLinkLabel}>
              <Logo size="lg" />
            </Anchor>
          </Group>
          {!hasSidebar && logoutButton}
        </Group>
      </AppShell.Header>

      {hasSidebar && (
        <AppShell.Navbar p="md" aria-label={t.mainNavigation}>
          <Stack justify="space-between" h="100%" gap="md">
            <ScrollArea type="auto" style={{ flex: 1 }}>
              {title && (
                <Text fw={700} size="lg" mb="sm" px="sm" truncate="end">
                  {title}
                </Text>
              )}
              <Box>
                {navItems?.map((item) => {
                  const active = location.pathname === item.to || location.pathname.startsWith(`${item.to}/`)
                  return (
                    <NavLink
                      key={item.to}
                      component={Link}
                      to={item.to}
                      label={item.label}
                      leftSection={item.icon}
                      active={active}
                      aria-current={active ? 'page' : undefined}
                      onClick={closeMobile}
                      variant="light"
                      style={{ borderRadius: 'var(--mantine-radius-md)' }}
                    />
                  )
                })}
              </Box>
            </ScrollArea>
            {logoutButton}
          </Stack>
        </AppShell.Navbar>
      )}

      <AppShell.Main id="conteudo" tabIndex={-1}>
        {children}
        {footNote && (
          <Box component="footer" px="md" py="lg" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            {footNote}
          </Box>
        )}
      </AppShell.Main>
    </AppShell>
  )
}
