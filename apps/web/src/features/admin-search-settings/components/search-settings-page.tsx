import { Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { uiSearchTexts as t } from '@acolhe/shared/texts/ui-search'
import { uiShellTexts } from '@acolhe/shared/texts/ui-shell'
import { LoadError } from '../../../components/load-error'
import { PageTitle } from '../../../components/page-title'
import { useAdminServices, useAdminTerms } from '../api/search-settings'
import { PricesCard } from './prices-card'
import { TermsCard } from './terms-card'

/**
 * /admin/busca: the vocabularies of the search and the price ranges (decision 043). The page is named as
 * the menu entry that opens it; its two parts head their own sections.
 */
export function SearchSettingsPage() {
  const terms = useAdminTerms()
  const services = useAdminServices()
  return (
    <Stack gap="xl" maw={1100}>
      <PageTitle title={uiShellTexts.adminNavSearch} />
      <Title order={1} size="h2">
        {uiShellTexts.adminNavSearch}
      </Title>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t.adminTermsTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {t.adminTermsIntro}
        </Text>
        {terms.isError ? (
          <LoadError onRetry={() => void terms.refetch()} />
        ) : terms.data ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TermsCard kind="APPROACH" terms={terms.data.filter((term) => term.kind === 'APPROACH')} />
            <TermsCard kind="THEME" terms={terms.data.filter((term) => term.kind === 'THEME')} />
          </SimpleGrid>
        ) : (
          <Center py="lg">
            <Loader />
          </Center>
        )}
      </Stack>
      {services.isError ? <LoadError onRetry={() => void services.refetch()} /> : services.data ? <PricesCard services={services.data} /> : null}
    </Stack>
  )
}
