import { Stack, TextInput, Textarea } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { formatPhone } from '@acolhe/shared/format/masks'
import { professionalContactStepSchemaFor, type ProfessionalContactStep } from '@acolhe/shared/schemas/professional'
import { registrationTexts as t } from '@acolhe/shared/texts/professional-area'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { loadStep, saveStep } from '../lib/registration-draft'
import { stepPath } from '../lib/registration-paths'
import { useDraftSync } from '../lib/use-draft-sync'
import { RegistrationStepLayout } from './registration-step-layout'
import { StepActions } from './step-actions'

const DESCRIPTION_MAX = 255
const EMPTY: ProfessionalContactStep = { phone_number: '', brief_description: '', video_url: '' }

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Step 3, info-contato: phone (required), brief description and a YouTube presentation (optional). */
export function ContactStep({ basePath }: { basePath: string }) {
  const navigate = useNavigate()
  const { register, control, handleSubmit, getValues, formState } = useForm({
    // The presentation follows the council of the profession chosen at step 2 (decision 096).
    resolver: zodResolver(professionalContactStepSchemaFor(loadStep('documentation')?.professional_type)),
    defaultValues: { ...EMPTY, ...loadStep('contact') },
  })
  useDraftSync('contact', control)
  const description = text(useWatch({ control, name: 'brief_description' }))

  return (
    <RegistrationStepLayout step="contact" pageTitle={uiPageTitles.professionalSignUpContact}>
      <form
        noValidate
        onSubmit={handleSubmit(() => {
          saveStep('contact', getValues())
          navigate(stepPath(basePath, 'modality'))
        })}
      >
        <Stack gap="md">
          <Controller
            control={control}
            name="phone_number"
            render={({ field, fieldState }) => (
              <TextInput
                label={t.phone}
                placeholder={t.phonePlaceholder}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={15}
                withAsterisk
                value={text(field.value)}
                onChange={(event) => field.onChange(formatPhone(event.currentTarget.value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Textarea
            {...register('brief_description')}
            label={`${t.briefDescription} ${t.optional}`}
            description={`${t.briefDescriptionHint} ${description.length}/${DESCRIPTION_MAX}`}
            rows={3}
            maxLength={DESCRIPTION_MAX}
            error={formState.errors.brief_description?.message}
          />
          <TextInput
            {...register('video_url')}
            type="url"
            label={`${t.videoUrl} ${t.optional}`}
            placeholder={t.videoPlaceholder}
            error={formState.errors.video_url?.message}
          />
          <StepActions backTo={stepPath(basePath, 'documentation')} />
        </Stack>
      </form>
    </RegistrationStepLayout>
  )
}
