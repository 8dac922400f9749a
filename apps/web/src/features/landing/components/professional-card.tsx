import { Avatar, Badge, Button, Paper, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { PublicProfessionalDto } from '@acolhe/shared/api/directory'
import { encodeQueryParam } from '@acolhe/shared/query-param-codec'
import { uiLandingTexts as t } from '@acolhe/shared/texts/ui-landing'

/** The booking wizard at step 2 with this professional chosen (their personal link, docs/product/screens-and-routes.md). */
const bookingPathOf = (id: string) => `/agendamento?d=${encodeQueryParam({ s: 2, p: id })}`

/**
 * One professional of the carousel: photo or initials, name, the council's title and registration
 * (CRP with UF and the company's CRP PJ; CRM/UF with the RQE; a course with its area followed by NÃO
 * ESPECIALISTA) and the brief description.
 */
export function ProfessionalCard({ professional }: { professional: PublicProfessionalDto }) {
  const name = `${professional.first_name} ${professional.last_name}`
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Stack gap="sm" align="center" ta="center" h="100%">
        <Avatar src={professional.profile_photo_url} alt={t.photoOf(name)} size={88} radius={88} color="acolhe">
          {professional.first_name.charAt(0)}
          {professional.last_name.charAt(0)}
        </Avatar>
        <Stack gap={4} align="center">
          <Text fw={700} size="lg" lh={1.2} component="h3" m={0}>
            {name}
          </Text>
          {/* Darker text than the light variant's default keeps the WCAG AA contrast on the tinted background. */}
          <Badge variant="light" radius="sm" c="acolhe.9">
            {professional.credential.title}
          </Badge>
          <Text size="sm" c="dimmed">
            {[professional.credential.registration, professional.credential.company, professional.credential.specialty].filter(Boolean).join(' · ')}
          </Text>
          {professional.credential.course && (
            <Text size="sm" c="dimmed">
              {`${professional.credential.course} — `}
              <Text span fw={700} inherit>
                {professional.credential.not_specialist}
              </Text>
            </Text>
          )}
        </Stack>
        <Text size="sm" lineClamp={4} style={{ flex: 1 }}>
          {professional.brief_description || t.noDescription}
        </Text>
        <Button component={Link} to={bookingPathOf(professional.id)} variant="light" c="acolhe.9" fullWidth aria-label={`${t.bookWith}: ${name}`}>
          {t.bookWith}
        </Button>
      </Stack>
    </Paper>
  )
}
