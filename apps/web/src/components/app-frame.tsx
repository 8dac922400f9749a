import { useRef, type ReactNode } from 'react'
import { ActionIcon, Anchor, AppShell, Box, Burger, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout } from '@tabler/icons-react'
import { Link, useLocation } from 'react-router'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'
import { uiShellTexts as shellTexts } from '@acolhe/shared/texts/ui-shell'
import { Logo } from './logo'
import { TooltipOnDemand, useMouseHover } from './tooltip-on-demand'

const NARROW_ONLY = 'app-frame-narrow-only'
const WIDE_ONLY = 'app-frame-wide-only'

/** Shows the burger up to the drawer's width and the fold button beyond it, as the sidebar itself switches. */
export function widthRules(drawerMaxWidthPx: number, breakpoint: string): string {
  return (
    `@media (min-width: ${breakpoint}) { .${NARROW_ONLY} { display: none !important; } }\n` +
    `@media (max-width: ${drawerMaxWidthPx + 0.98}px) { .${WIDE_ONLY} { display: none !important; } }`
  )
}

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
            {/* Both menu buttons are in the page and the width shows one (widthRules), not a script: a home
                rendered by the server is painted and tapped before the app runs (decision 128), and a phone
                must see its menu button then; a tap on it is held and replayed once the app has taken over. */}
            {hasSidebar && <style>{widthRules(drawerMaxWidthPx, breakpoint)}</style>}
            {hasSidebar && (
              <Burger
                className={NARROW_ONLY}
                opened={mobileOpened}
                onClick={toggleMobile}
                size="sm"
                aria-label={mobileOpened ? t.closeMenu : t.openMenu}
                aria-expanded={mobileOpened}
              />
            )}
            {hasSidebar && collapsibleOnDesktop && (
              <>
                <ActionIcon
                  ref={foldButton}
                  className={WIDE_ONLY}
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
