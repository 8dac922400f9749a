import { Button, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconArrowLeft, IconCheck } from '@tabler/icons-react'
import { useNavigate } from 'react-router'
import { calendarTexts as t } from '@acolhe/shared/texts/professional-area'
import { CalendarPageHeader } from './calendar-page-header'

/** /profissional/calendario/disponibilidade/guia: the static guide; 'Voltar' is the browser's back. */
export function AvailabilityGuidePage() {
  const navigate = useNavigate()
  return (
    <Stack gap="lg" maw={720}>
      <CalendarPageHeader
        title={t.guideTitle}
        back={
          <Button variant="subtle" px={0} w="fit-content" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} onClick={() => navigate(-1)}>
            {t.guideBack}
          </Button>
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text>{t.guideIntro}</Text>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" variant="light" aria-hidden="true">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {t.guideRules.map((rule) => (
              <List.Item key={rule}>{rule}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </Stack>
  )
}
