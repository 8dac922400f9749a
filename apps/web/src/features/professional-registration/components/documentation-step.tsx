import { useEffect, useState } from 'react'
import { Alert, Checkbox, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { BRAZILIAN_STATES, PROFESSIONAL_TYPES, PROFESSIONAL_TYPE_LABELS } from '@acolhe/shared/enums'
import { formatCpfOrCnpj, formatCrp } from '@acolhe/shared/format/masks'
import { professionalDocumentationStepSchema, type ProfessionalDocumentationStep } from '@acolhe/shared/schemas/professional'
import { registrationTexts as t } from '@acolhe/shared/texts/professional-area'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { validationTexts } from '@acolhe/shared/texts/validation'
import { CouncilExtraFields } from '../../../components/council-extra-fields'
import { loadStep, saveStep } from '../lib/registration-draft'
import { stepPath } from '../lib/registration-paths'
import { useDraftSync } from '../lib/use-draft-sync'
import { RegistrationStepLayout } from './registration-step-layout'
import { StepActions } from './step-actions'

/** 'Informações profissionais incompletas.' disappears after 2 seconds, once read. */
/** The postgraduate area is free text: the field keeps what is typed. */

export const INCOMPLETE_NOTICE_MS = 2000
const CRP_MAX = 8
const CRM_MAX = 20

const EMPTY: Partial<ProfessionalDocumentationStep> = {
  cpf_or_cnpj: '',
  crm_or_crp: '',
  document_state: '',
  rqe: '',
  pos_degree: false,
  crp_pj: '',
  postgraduate_area: '',
  lattes_url: '',
}

/**
 * Step 2, info-documentacao: CPF or CNPJ, the registration per type (psychologist CRP + UF;
 * psychiatrist CRM + UF + RQE; doctor CRM + UF and the optional psychiatry postgraduate flag), Lattes.
 */
export function DocumentationStep({ basePath }: { basePath: string }) {
  const navigate = useNavigate()
  const { register, control, handleSubmit, getValues, formState } = useForm({
    resolver: zodResolver(professionalDocumentationStepSchema),
    defaultValues: { ...EMPTY, ...loadStep('documentation') } as ProfessionalDocumentationStep,
  })
  useDraftSync('documentation', control)
  const type = useWatch({ control, name: 'professional_type' })
  const posDegree = useWatch({ control, name: 'pos_degree' })
  const isPsychologist = type === 'PSYCHOLOGIST'
  const { errors, submitCount } = formState
  // Each missing field carries its own error; the notice sums them up for 2 seconds after a submit.
  const documentationMissing = Boolean(errors.crm_or_crp || errors.document_state || errors.rqe)
  // The submit whose notice already went away: a new submit that still misses something shows it again.
  const [dismissedSubmit, setDismissedSubmit] = useState(0)
  const incomplete = documentationMissing && submitCount > dismissedSubmit

  useEffect(() => {
    if (!incomplete) return
    const timer = setTimeout(() => setDismissedSubmit(submitCount), INCOMPLETE_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [incomplete, submitCount])

  return (
    <RegistrationStepLayout step="documentation" pageTitle={uiPageTitles.professionalSignUpDocuments}>
      <form
        noValidate
        onSubmit={handleSubmit(() => {
          saveStep('documentation', getValues())
          navigate(stepPath(basePath, 'contact'))
        })}
      >
        <Stack gap="md">
          <Controller
            control={control}
            name="professional_type"
            render={({ field, fieldState }) => (
              <Radio.Group label={t.professionalType} withAsterisk value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message}>
                <Group gap="lg" mt="xs">
                  {PROFESSIONAL_TYPES.map((value) => (
                    <Radio key={value} value={value} label={PROFESSIONAL_TYPE_LABELS[value]} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <Controller
            control={control}
            name="cpf_or_cnpj"
            render={({ field, fieldState }) => (
              <TextInput
                label={t.cpfOrCnpj}
                placeholder={t.cpfOrCnpjPlaceholder}
                inputMode="numeric"
                maxLength={18}
                withAsterisk
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={(event) => field.onChange(formatCpfOrCnpj(event.currentTarget.value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          {type && (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Controller
                control={control}
                name="crm_or_crp"
                render={({ field, fieldState }) => (
                  <TextInput
                    label={isPsychologist ? t.crp : t.crm}
                    placeholder={isPsychologist ? t.crpPlaceholder : undefined}
                    maxLength={isPsychologist ? CRP_MAX : CRM_MAX}
                    withAsterisk
                    value={typeof field.value === 'string' ? field.value : ''}
                    onChange={(event) => field.onChange(isPsychologist ? formatCrp(event.currentTarget.value) : event.currentTarget.value)}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="document_state"
                render={({ field, fieldState }) => (
                  <Select
                    label={t.documentState}
                    placeholder={t.documentStatePlaceholder}
                    data={BRAZILIAN_STATES}
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
            </SimpleGrid>
          )}
          {type === 'PSYCHIATRIST' && (
            <TextInput {...register('rqe')} label={t.rqe} maxLength={CRM_MAX} withAsterisk error={errors.rqe?.message} />
          )}
          {type === 'DOCTOR_POSTGRADUATE' && <Checkbox {...register('pos_degree')} label={t.posDegree} />}
          <CouncilExtraFields control={control} type={type} posDegree={posDegree} crpPjName="crp_pj" postgraduateAreaName="postgraduate_area" />
          <TextInput
            {...register('lattes_url')}
            type="url"
            label={t.lattesUrl}
            placeholder={t.lattesPlaceholder}
            withAsterisk
            error={errors.lattes_url?.message}
          />
          {incomplete && (
            <Alert color="red" variant="light" role="alert" data-testid="documentation-incomplete">
              {validationTexts.professionalInfoIncomplete}
            </Alert>
          )}
          <StepActions backTo={stepPath(basePath, 'personal')} />
        </Stack>
      </form>
    </RegistrationStepLayout>
  )
}
