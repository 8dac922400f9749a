import { Button, Checkbox, Group, Paper, Radio, SimpleGrid, Stack, Switch, TextInput, Textarea, Title } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { BRAZILIAN_STATES, SERVICE_MODALITIES, SERVICE_MODALITY_LABELS } from '@acolhe/shared/enums'
import { maskDateTyping } from '@acolhe/shared/format/dates'
import { formatCpfOrCnpj, formatCrp, formatPhone } from '@acolhe/shared/format/masks'
import { professionalAdminCreateFormSchema, type ProfessionalAdminCreateBody } from '@acolhe/shared/schemas/professional'
import { registrationTexts as rt } from '@acolhe/shared/texts/professional-area'
import { adminCommonTexts as ct, adminProfessionalsTexts as t } from '@acolhe/shared/texts/ui-admin'
import type { ClinicOption } from '../../../lib/clinics-api'
import { createBodyOf, EMPTY_CREATE_FORM } from '../lib/professional-create-form'
import { CONTRACT_OPTIONS, PROFESSIONAL_TYPE_OPTIONS, unmasked } from '../lib/professional-options'
import { MaskedTextField } from '../../../components/masked-text-field'
import { CouncilExtraFields } from '../../../components/council-extra-fields'
import { SelectField } from './select-field'
import { browserNow } from '../../../lib/browser-now'

export type ProfessionalCreateFormProps = {
  clinics: ClinicOption[]
  pending: boolean
  onSubmit: (body: ProfessionalAdminCreateBody) => void
  onCancel: () => void
}


/**
 * The admin's 'Novo profissional' form (decision 013): the edit page's sections with an editable email
 * and no password. The registration's rules apply: documentation per type, clinic unless FULL_REMOTE.
 */
export function ProfessionalCreateForm({ clinics, pending, onSubmit, onCancel }: ProfessionalCreateFormProps) {
  const { register, control, handleSubmit, formState } = useForm({ resolver: zodResolver(professionalAdminCreateFormSchema(browserNow)), defaultValues: EMPTY_CREATE_FORM })
  const errors = formState.errors
  const type = useWatch({ control, name: 'professional_type' })
  const posDegree = useWatch({ control, name: 'pos_degree' })
  const modality = useWatch({ control, name: 'service_modality' })
  const isPsychologist = type === 'PSYCHOLOGIST'

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(createBodyOf(values)))}>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="novo-profissional-pessoal">
          <Stack gap="md">
            <Title order={2} size="h4" id="novo-profissional-pessoal">
              {t.personalBlock}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...register('first_name')} label={rt.firstName} withAsterisk autoComplete="off" error={errors.first_name?.message} />
              <TextInput {...register('last_name')} label={rt.lastName} withAsterisk autoComplete="off" error={errors.last_name?.message} />
              <TextInput {...register('email')} type="email" label={t.email} withAsterisk autoComplete="off" maxLength={255} error={errors.email?.message} />
              <MaskedTextField control={control} name="phone_number" label={rt.phone} format={formatPhone} maxLength={15} placeholder={rt.phonePlaceholder} />
              <MaskedTextField control={control} name="birthday" label={rt.birthday} format={maskDateTyping} maxLength={10} placeholder={rt.birthdayPlaceholder} />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="novo-profissional-dados">
          <Stack gap="md">
            <Title order={2} size="h4" id="novo-profissional-dados">
              {t.professionalBlock}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <SelectField control={control} name="professional_type" label={rt.professionalType} data={PROFESSIONAL_TYPE_OPTIONS} />
              <SelectField control={control} name="contract" label={t.contract} data={CONTRACT_OPTIONS} />
              <MaskedTextField control={control} name="cpf_or_cnpj" label={rt.cpfOrCnpj} format={formatCpfOrCnpj} maxLength={18} placeholder={rt.cpfOrCnpjPlaceholder} />
              <MaskedTextField
                control={control}
                name="crm_or_crp"
                label={isPsychologist ? rt.crp : rt.crm}
                format={isPsychologist ? formatCrp : unmasked}
                maxLength={isPsychologist ? 8 : 20}
                numeric={isPsychologist}
                placeholder={isPsychologist ? rt.crpPlaceholder : undefined}
              />
              <SelectField control={control} name="document_state" label={rt.documentState} data={BRAZILIAN_STATES} placeholder={rt.documentStatePlaceholder} searchable />
              {!isPsychologist && <TextInput {...register('rqe')} label={rt.rqe} withAsterisk={type === 'PSYCHIATRIST'} maxLength={20} error={errors.rqe?.message} />}
              <TextInput {...register('lattes_url')} type="url" label={rt.lattesUrl} placeholder={rt.lattesPlaceholder} withAsterisk maxLength={400} error={errors.lattes_url?.message} />
              <TextInput {...register('video_url')} type="url" label={`${rt.videoUrl} ${rt.optional}`} placeholder={rt.videoPlaceholder} error={errors.video_url?.message} />
            </SimpleGrid>
            {type === 'DOCTOR_POSTGRADUATE' && <Checkbox {...register('pos_degree')} label={rt.posDegree} />}
            <CouncilExtraFields control={control} type={type} posDegree={posDegree} crpPjName="crp_pj" postgraduateAreaName="postgraduate_area" />
            <Textarea {...register('brief_description')} label={`${rt.briefDescription} ${rt.optional}`} rows={2} maxLength={255} error={errors.brief_description?.message} />
            <Controller
              control={control}
              name="service_modality"
              render={({ field, fieldState }) => (
                <Radio.Group label={rt.serviceModality} withAsterisk value={field.value} onChange={field.onChange} error={fieldState.error?.message}>
                  <Group gap="lg" mt="xs">
                    {SERVICE_MODALITIES.map((value) => (
                      <Radio key={value} value={value} label={SERVICE_MODALITY_LABELS[value]} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            {modality && modality !== 'FULL_REMOTE' && (
              <SelectField control={control} name="clinic_id" label={rt.clinic} data={clinics} placeholder={rt.clinicPlaceholder} nothingFoundMessage={rt.clinicNone} searchable />
            )}
            {type === 'PSYCHIATRIST' && (
              <Controller
                control={control}
                name="allow_returns"
                render={({ field }) => <Switch checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} label={t.allowReturns} />}
              />
            )}
          </Stack>
        </Paper>

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {ct.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {t.create}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
