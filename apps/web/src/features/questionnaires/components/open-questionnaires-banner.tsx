import { Alert, Button, Text } from '@mantine/core'
import { IconClipboardList } from '@tabler/icons-react'
import { Link } from 'react-router'
import { questionnaireTexts as t } from '@acolhe/shared/texts/questionnaires'
import { useOpenQuestionnaires } from '../api/list-open'

/** On the patient's home, only while a questionnaire is open: what the professional asked and where to answer it. */
export function OpenQuestionnairesBanner() {
  const open = useOpenQuestionnaires()
  if (!open.data || open.data.data.length === 0) return null
  return (
    <Alert color="teal" variant="light" icon={<IconClipboardList aria-hidden="true" />} title={t.patientTitle} data-testid="open-questionnaires-banner">
      <Text size="sm" mb="xs">
        {t.patientIntro}
      </Text>
      <Button component={Link} to="/questionarios" size="sm">
        {t.start}
      </Button>
    </Alert>
  )
}
