import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { notifications } from '@mantine/notifications'
import { useForm, useWatch } from 'react-hook-form'
import type { ClinicalRecordDto } from '@acolhe/shared/api/clinical-records'
import { CLINICAL_NOTE_MAX, clinicalNoteBodySchema, type ClinicalNoteBody } from '@acolhe/shared/schemas/clinical-records'
import { clinicalRecordTexts as t } from '@acolhe/shared/texts/clinical-records'
import { errorMessage } from '../../../lib/api-client'
import { useAddNote } from '../api/add-note'
import { when } from './when'

export type NoteFormProps = { patientId: string; sessions: ClinicalRecordDto['sessions']; preselectedSessionId?: string }

/** 'Nova anotação': the sessions offered are those the server says accept a note now. */
export function NoteForm({ patientId, sessions, preselectedSessionId }: NoteFormProps) {
  const open = sessions.filter((session) => session.can_add_note)
  const initialSession = open.find((session) => session.id === preselectedSessionId)?.id ?? open[0]?.id ?? ''
  const add = useAddNote(patientId)
  const { register, handleSubmit, reset, control, formState } = useForm<ClinicalNoteBody>({
    resolver: zodResolver(clinicalNoteBodySchema),
    defaultValues: { session_id: initialSession, text: '' },
  })
  const errors = formState.errors
  const length = useWatch({ control, name: 'text' }).length

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="nova-anotacao">
      <Stack gap="md">
        <Title order={2} size="h4" id="nova-anotacao">
          {t.addTitle}
        </Title>
        {open.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.addNone}
          </Text>
        ) : (
          <form
            noValidate
            onSubmit={handleSubmit((body) =>
              add.mutate(body, {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: t.addSaved })
                  reset({ session_id: body.session_id, text: '' })
                },
              }),
            )}
          >
            <Stack gap="md">
              <NativeSelect
                {...register('session_id')}
                label={t.addSession}
                withAsterisk
                error={errors.session_id?.message}
                data={open.map((session) => ({ value: session.id, label: t.noteSessionLabel(when(session.selected_date)) }))}
              />
              <Textarea
                {...register('text')}
                label={t.addText}
                withAsterisk
                rows={6}
                resize="vertical"
                maxLength={CLINICAL_NOTE_MAX}
                description={`${length.toLocaleString('pt-BR')} / ${CLINICAL_NOTE_MAX.toLocaleString('pt-BR')}`}
                error={errors.text?.message}
              />
              {add.isError && (
                <Text c="red" size="sm" role="alert">
                  {errorMessage(add.error, t.addError)}
                </Text>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={add.isPending}>
                  {t.addSave}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  )
}
