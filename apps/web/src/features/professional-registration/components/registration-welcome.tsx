import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconHeartHandshake } from '@tabler/icons-react'
import { Link } from 'react-router'
import { registrationTexts as t } from '@acolhe/shared/texts/professional-area'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'

/** After submit: greets by name, explains the test phase and that authorization may take days. */
export function RegistrationWelcome({ firstName, authorizationTo }: { firstName: string; authorizationTo: string }) {
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageTitle title={uiPageTitles.professionalSignUp} />
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconHeartHandshake size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t.welcomeTitle(firstName)}
          </Title>
          <Text>{t.welcomeBody}</Text>
          <Text c="dimmed">{t.welcomeWait}</Text>
          <Button component={Link} to={authorizationTo} w="fit-content">
            {t.welcomeAction}
          </Button>
        </Stack>
      </Paper>
    </Container>
  )
}
