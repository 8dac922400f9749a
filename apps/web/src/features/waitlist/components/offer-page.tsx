import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCalendarCheck, IconClockHour4 } from '@tabler/icons-react'
import { Link, Navigate } from 'react-router'
import type { WaitlistOfferDto } from '@acolhe/shared/api/waitlist'
import { SESSION_MINUTES } from '@acolhe/shared/constants'
import { dateTimeFor, timeFor, weekDayAndDateIn } from '@acolhe/shared/format/zoned-time'
import { encodeQueryParam } from '@acolhe/shared/query-param-codec'
import { uiWaitlistTexts as t } from '@acolhe/shared/texts/ui-waitlist'
import { LoadError } from '../../../components/load-error'
import { PageTitle } from '../../../components/page-title'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { isAuthError } from '../../../lib/is-auth-error'
import { useWaitlistOffer } from '../api/get-waitlist-offer'

/** The patient's wizard at step 2 with the held hour chosen (the `d` parameter: step, professional, hour, modality). */
const wizardAtHour = (offer: WaitlistOfferDto) =>
  `/consulta?d=${encodeQueryParam({ s: 2, p: offer.professional.id, sd: offer.start, ad: offer.available_date_id ?? undefined, on: offer.is_online })}`

function Ended({ offer }: { offer: WaitlistOfferDto }) {
  const message = offer.status === 'BOOKED' ? t.offerBooked : offer.status === 'RELEASED' ? t.offerReleased : t.offerExpired
  return (
    <Alert color={offer.status === 'BOOKED' ? 'teal' : 'gray'} variant="light" title={offer.status === 'BOOKED' ? undefined : t.offerEndedTitle} data-testid="waitlist-offer-ended">
      {message}
    </Alert>
  )
}

/**
 * /lista-de-espera/oferta/{id}, the offer email's link (decision 041): the hour held for the patient, how
 * long it stays held, and the way into the wizard at that hour. A visitor logs in first and comes back.
 */
export function WaitlistOfferPage({ offerId }: { offerId: string }) {
  const offer = useWaitlistOffer(offerId)

  if (offer.isError && isAuthError(offer.error)) {
    return <Navigate to={`/login?voltar=${encodeURIComponent(`/lista-de-espera/oferta/${offerId}`)}`} replace />
  }

  let body
  if (offer.isPending) {
    body = (
      <Center py="xl">
        <Loader />
      </Center>
    )
  } else if (offer.isError) {
    body =
      offer.error instanceof ApiError && offer.error.status === 404 ? (
        <Alert color="red" variant="light">
          {errorMessage(offer.error, t.offerEndedTitle)}
        </Alert>
      ) : (
        <LoadError onRetry={() => void offer.refetch()} />
      )
  } else {
    const o = offer.data
    body = (
      <Stack gap="md">
        <Text>{t.offerIntro(o.professional.name)}</Text>
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t.offerWhen}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <IconCalendarCheck size={20} aria-hidden="true" />
              <Text fw={700} size="lg" data-testid="waitlist-offer-when">
                {`${weekDayAndDateIn(o.start, o.time_zone)} · ${timeFor(o.start, o.time_zone, SESSION_MINUTES)}`}
              </Text>
            </Group>
          </Stack>
        </Paper>
        {o.bookable ? (
          <>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconClockHour4 size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm">{t.offerHeldUntil(dateTimeFor(o.expires_at, o.time_zone))}</Text>
            </Group>
            <Group justify="flex-end">
              <Button component={Link} to="/home" variant="default">
                {t.goHome}
              </Button>
              <Button component={Link} to={wizardAtHour(o)}>
                {t.offerBook}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Ended offer={o} />
            <Group justify="flex-end">
              <Button component={Link} to="/home" variant="default">
                {t.goHome}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    )
  }

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title={t.offerPageTitle} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t.offerTitle}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Container>
  )
}
