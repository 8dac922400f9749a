import { Anchor, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconHourglassHigh, IconLock } from '@tabler/icons-react'
import { SUPPORT_EMAIL } from '@acolhe/shared/texts/contact-emails'
import { uiShellTexts as t } from '@acolhe/shared/texts/ui-shell'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'
import { useCurrentProfessional } from '../api/get-me'

/**
 * /profissional/autorizacao: a professional awaiting authorization learns that an admin must authorize
 * the account; one whose authorization an admin withdrew learns the access is suspended (the server
 * tells which). 'Verificar novamente' asks the server again; once authorized the shell moves on to home.
 */
export function AuthorizationPending() {
  const professional = useCurrentProfessional()
  const suspended = professional.data?.suspended === true
  return (
    <Stack align="center" py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={uiPageTitles.professionalAuthorization} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} w="100%">
        <Stack gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            {suspended ? <IconLock size={30} /> : <IconHourglassHigh size={30} />}
          </ThemeIcon>
          <Title order={1} size="h2">
            {suspended ? t.suspendedTitle : t.authorizationTitle}
          </Title>
          {professional.data && <Text fw={600}>{t.authorizationGreeting(professional.data.first_name)}</Text>}
          {suspended ? (
            <Stack gap="xs" data-testid="suspended-support">
              <Text>{t.suspendedBody}</Text>
              <Text>
                {`${t.suspendedEmail} `}
                <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
              </Text>
              {/* A full load, so the browser scrolls to the landing's 'Fale com a gente' section. */}
              <Anchor href="/#suporte">
                {t.suspendedForm}
              </Anchor>
            </Stack>
          ) : (
            <>
              <Text>{t.authorizationBody}</Text>
              <Text c="dimmed">{t.authorizationWait}</Text>
            </>
          )}
          <Button variant="light" w="fit-content" loading={professional.isFetching} onClick={() => void professional.refetch()}>
            {t.authorizationRefresh}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  )
}
