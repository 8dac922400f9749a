import { Button, Group } from '@mantine/core'
import { Link } from 'react-router'
import { registrationTexts as t } from '@acolhe/shared/texts/professional-area'

/** 'Voltar' to the previous step (or the choice page) and the step's submit button. */
export function StepActions({ backTo, submitLabel = t.next, pending = false }: { backTo: string; submitLabel?: string; pending?: boolean }) {
  return (
    <Group justify="space-between" mt="sm">
      <Button component={Link} to={backTo} variant="default">
        {t.back}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  )
}
