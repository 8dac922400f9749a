import { Button, Checkbox, Group, Paper, Radio, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { notifications } from '@mantine/notifications'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { ProfessionalDto } from '@acolhe/shared/api/professional'
import {
  BRAZILIAN_STATES,
  CONTRACT_TYPE_LABELS,
  PROFESSIONAL_TYPE_LABELS,
  SERVICE_MODALITIES,
  SERVICE_MODALITY_LABELS,
} from '@acolhe/shared/enums'
import { formatCpfOrCnpj, formatCrp, formatPhone } from '@acolhe/shared/format/masks'
import { maskDateTyping } from '@acolhe/shared/format/dates'
import { professionalEditFormSchema } from '@acolhe/shared/schemas/professional'
import { profileTexts as t, registrationTexts as rt } from '@acolhe/shared/texts/professional-area'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { MaskedTextField } from '../../../components/masked-text-field'
import { CouncilExtraFields } from '../../../components/council-extra-fields'
import { CopyButton } from '../../../components/copy-button'
import { PageTitle } from '../../../components/page-title'
import { errorMessage } from '../../../lib/api-client'
import { useUpdateProfile } from '../api/update-profile'
import { bookingLinkOf } from '../lib/booking-link'
import { useRecordLinkCopied } from '../../professional-home/api/record-link-copied'
import { changedProfessionalFields, professionalFormValues } from '../../../lib/professional-form-values'
import { PhotoPicker } from './photo-picker'
import { browserNow } from '../../../lib/browser-now'

/** The postgraduate area is free text: the field keeps what is typed. */

export type ClinicOption = { value: string; label: string }
export type ProfilePageProps = { professional: ProfessionalDto; clinics: ClinicOption[] }

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * 'Meus dados' (/profissional/perfil): personal and professional blocks; email read-only; type and
 * contract shown, changed only by the admin; 'Atualizar Informações' only once something changed.
 */
export function ProfilePage({ professional, clinics }: ProfilePageProps) {
  const update = useUpdateProfile()
  // The first-run checklist ticks the link once it was copied here or on home (decision 027).
  const recordLinkCopy = useRecordLinkCopied()
  const { register, control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(professionalEditFormSchema(browserNow)),
    defaultValues: professionalFormValues(professional),
  })
  const errors = formState.errors
  const type = professional.professional_type
  const posDegree = useWatch({ control, name: 'pos_degree' })
  const modality = useWatch({ control, name: 'service_modality' })
  const isPsychologist = type === 'PSYCHOLOGIST'

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        update.mutate(
          { id: professional.id, body: changedProfessionalFields(values, formState.dirtyFields) },
          {
            onSuccess: ({ professional: saved, notice }) => {
              // A changed credential sends the profile back to the admin: say so, and the area's guard
              // then shows the authorization page.
              notifications.show(notice ? { color: 'yellow', message: notice, autoClose: false } : { color: 'green', message: t.updateSuccess })
              reset(professionalFormValues(saved))
            },
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.updateError) }),
          },
        ),
      )}
    >
      <PageTitle title={uiPageTitles.professionalProfile} />
      <Stack gap="lg" maw={960}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t.linkHint}
            </Text>
          </Stack>
          <CopyButton value={bookingLinkOf(professional.id)} label={t.copyLink} onCopied={() => recordLinkCopy.mutate()} />
        </Group>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="perfil-pessoal">
          <Stack gap="md">
            <Title order={2} size="h4" id="perfil-pessoal">
              {t.personalBlock}
            </Title>
            <PhotoPicker professional={professional} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...register('first_name')} label={rt.firstName} withAsterisk error={errors.first_name?.message} />
              <TextInput {...register('last_name')} label={rt.lastName} withAsterisk error={errors.last_name?.message} />
              <TextInput label={rt.email} value={professional.email} readOnly disabled description={t.emailReadOnly} />
              <MaskedTextField control={control} name="phone_number" label={rt.phone} format={formatPhone} maxLength={15} />
              <MaskedTextField control={control} name="birthday" label={rt.birthday} format={maskDateTyping} maxLength={10} />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="perfil-profissional">
          <Stack gap="md">
            <Title order={2} size="h4" id="perfil-profissional">
              {t.professionalBlock}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={rt.professionalType} value={PROFESSIONAL_TYPE_LABELS[type]} readOnly disabled description={t.adminOnlyHint} />
              <TextInput label={t.contract} value={CONTRACT_TYPE_LABELS[professional.contract]} readOnly disabled description={t.adminOnlyHint} />
              <MaskedTextField control={control} name="cpf_or_cnpj" label={rt.cpfOrCnpj} format={formatCpfOrCnpj} maxLength={18} />
              <MaskedTextField
                control={control}
                name="crm_or_crp"
                label={isPsychologist ? rt.crp : rt.crm}
                format={isPsychologist ? formatCrp : (value) => value}
                maxLength={isPsychologist ? 8 : 20}
                numeric={isPsychologist}
              />
              <Controller
                control={control}
                name="document_state"
                render={({ field, fieldState }) => (
                  <Select
                    label={rt.documentState}
                    data={BRAZILIAN_STATES}
                    searchable
                    maxDropdownHeight={240}
                    allowDeselect={false}
                    withAsterisk
                    value={text(field.value) || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    error={fieldState.error?.message}
                  />
                )}
              />
              {type !== 'PSYCHOLOGIST' && (
                <TextInput {...register('rqe')} label={rt.rqe} withAsterisk={type === 'PSYCHIATRIST'} maxLength={20} error={errors.rqe?.message} />
              )}
              <TextInput {...register('lattes_url')} type="url" label={rt.lattesUrl} withAsterisk error={errors.lattes_url?.message} />
              <TextInput {...register('video_url')} type="url" label={`${rt.videoUrl} ${rt.optional}`} error={errors.video_url?.message} />
            </SimpleGrid>
            {type === 'DOCTOR_POSTGRADUATE' && <Checkbox {...register('pos_degree')} label={rt.posDegree} />}
            <CouncilExtraFields control={control} type={type} posDegree={posDegree} crpPjName="crp_pj" postgraduateAreaName="postgraduate_area" />
            <Textarea
              {...register('brief_description')}
              label={`${rt.briefDescription} ${rt.optional}`}
              rows={2}
              maxLength={255}
              error={errors.brief_description?.message}
            />
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
            {modality !== 'FULL_REMOTE' && (
              <Controller
                control={control}
                name="clinic_id"
                render={({ field, fieldState }) => (
                  <Select
                    label={rt.clinic}
                    placeholder={rt.clinicPlaceholder}
                    data={clinics}
                    nothingFoundMessage={rt.clinicNone}
                    searchable
                    maxDropdownHeight={240}
                    withAsterisk
                    value={text(field.value) || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
            {type === 'PSYCHIATRIST' && (
              <Controller
                control={control}
                name="allow_returns"
                render={({ field }) => (
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    label={t.allowReturns}
                    description={t.allowReturnsHint}
                  />
                )}
              />
            )}
          </Stack>
        </Paper>

        {formState.isDirty && (
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={update.isPending}>
              {t.update}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  )
}
