import { useState } from 'react'
import { Alert, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { notifications } from '@mantine/notifications'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { ProfessionalDto } from '@acolhe/shared/api/professional'
import { SERVICE_MODALITIES, SERVICE_MODALITY_LABELS } from '@acolhe/shared/enums'
import { professionalModalityStepSchema, type ProfessionalModalityStep } from '@acolhe/shared/schemas/professional'
import { registrationTexts as t } from '@acolhe/shared/texts/professional-area'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { errorMessage } from '../../../lib/api-client'
import { useActiveClinicOptions } from '../../../lib/clinics-api'
import { useRegisterProfessional } from '../api/register'
import { firstIncompleteStep, registrationBodyOf } from '../lib/registration-body'
import { clearDraft, loadDraft, loadStep, saveStep } from '../lib/registration-draft'
import { stepPath } from '../lib/registration-paths'
import { useDraftSync } from '../lib/use-draft-sync'
import { RegistrationStepLayout } from './registration-step-layout'
import { RegistrationWelcome } from './registration-welcome'
import { StepActions } from './step-actions'

/** Step 4, info-modalidade: online, hybrid or in person; a clinic unless fully online. Then submit. */
export function ModalityStep({ basePath, authorizationTo }: { basePath: string; authorizationTo: string }) {
  const navigate = useNavigate()
  const [registered, setRegistered] = useState<ProfessionalDto | null>(null)
  const registration = useRegisterProfessional()
  const { control, handleSubmit, getValues } = useForm({
    resolver: zodResolver(professionalModalityStepSchema),
    defaultValues: { ...loadStep('modality') } as ProfessionalModalityStep,
  })
  useDraftSync('modality', control)
  const modality = useWatch({ control, name: 'service_modality' })
  const needsClinic = Boolean(modality) && modality !== 'FULL_REMOTE'
  const clinics = useActiveClinicOptions({ enabled: needsClinic, staleTime: 5 * 60_000 })

  if (registered) return <RegistrationWelcome firstName={registered.first_name} authorizationTo={authorizationTo} />

  const submit = () => {
    saveStep('modality', getValues())
    const draft = loadDraft()
    const body = registrationBodyOf(draft)
    if (!body) {
      // Only the passwords can be missing here (kept per tab): ask for them again.
      const missing = firstIncompleteStep(draft) ?? 'personal'
      notifications.show({ color: 'yellow', message: t.passwordAgain })
      navigate(stepPath(basePath, missing))
      return
    }
    registration.mutate(body, {
      onSuccess: (professional) => {
        clearDraft()
        notifications.show({ color: 'green', message: t.createSuccess })
        setRegistered(professional)
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.createError) }),
    })
  }

  return (
    <RegistrationStepLayout step="modality" pageTitle={uiPageTitles.professionalSignUpModality}>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap="md">
          <Controller
            control={control}
            name="service_modality"
            render={({ field, fieldState }) => (
              <Radio.Group label={t.serviceModality} withAsterisk value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message}>
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt="xs">
                  {SERVICE_MODALITIES.map((value) => (
                    <Radio.Card key={value} value={value} radius="md" p="md" aria-label={SERVICE_MODALITY_LABELS[value]}>
                      <Group gap="xs" wrap="nowrap">
                        <Radio.Indicator size="xs" />
                        <Text size="sm" fw={500}>
                          {SERVICE_MODALITY_LABELS[value]}
                        </Text>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
          {needsClinic && (
            <Controller
              control={control}
              name="clinic_id"
              render={({ field, fieldState }) => (
                <Select
                  label={t.clinic}
                  placeholder={t.clinicPlaceholder}
                  data={clinics.data ?? []}
                  nothingFoundMessage={t.clinicNone}
                  searchable
                  maxDropdownHeight={240}
                  withAsterisk
                  value={typeof field.value === 'string' && field.value ? field.value : null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          {needsClinic && clinics.isError && (
            <Alert color="red" variant="light" role="alert">
              {t.clinicsLoadError}
            </Alert>
          )}
          <StepActions backTo={stepPath(basePath, 'contact')} submitLabel={t.submit} pending={registration.isPending} />
        </Stack>
      </form>
    </RegistrationStepLayout>
  )
}
