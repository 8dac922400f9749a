import { useState } from 'react'
import { Button, Checkbox, Group, Loader, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { PracticeDto } from '@acolhe/shared/api/practice'
import type { AvailabilitySlotDto } from '@acolhe/shared/api/session'
import { OPERATING_COST_CENTS } from '@acolhe/shared/constants'
import { GENDER_LABELS, GENDERS, LANGUAGE_LABELS, LANGUAGES, WEEK_DAY_LONG_LABELS, type Gender, type Language } from '@acolhe/shared/enums'
import { formatHhmm } from '@acolhe/shared/format/dates'
import { formatBRL } from '@acolhe/shared/format/money'
import { uiSearchTexts as t } from '@acolhe/shared/texts/ui-search'
import { LoadError } from '../../../components/load-error'
import { errorMessage } from '../../../lib/api-client'
import { usePracticeTerms } from '../../../lib/practice-terms'
import { usePractice, useSavePractice, useWeeklySlots } from '../api/practice'

const toReais = (cents: number | null) => (cents === null ? '' : cents / 100)
const toCents = (reais: string | number) => (reais === '' || Number.isNaN(Number(reais)) ? null : Math.round(Number(reais) * 100))
const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value)
const isGender = (value: string | null): value is Gender => value !== null && (GENDERS as readonly string[]).includes(value)

function PracticeForm({ professionalId, practice, slots }: { professionalId: string; practice: PracticeDto; slots: AvailabilitySlotDto[] }) {
  const terms = usePracticeTerms().data ?? []
  const save = useSavePractice(professionalId)
  const [approaches, setApproaches] = useState(practice.term_ids.filter((id) => terms.some((term) => term.id === id && term.kind === 'APPROACH')))
  const [themes, setThemes] = useState(practice.term_ids.filter((id) => terms.some((term) => term.id === id && term.kind === 'THEME')))
  const [languages, setLanguages] = useState<string[]>(practice.languages)
  const [gender, setGender] = useState<string | null>(practice.gender)
  const [pronouns, setPronouns] = useState(practice.pronouns ?? '')
  const [ownValue, setOwnValue] = useState<string | number>(toReais(practice.own_value_cents))
  const [socialValue, setSocialValue] = useState<string | number>(toReais(practice.social_value_cents))
  const [socialSlots, setSocialSlots] = useState(practice.social_slot_ids)
  const [error, setError] = useState<string | null>(null)
  const bounds = practice.bounds
  const open = bounds !== null && bounds.min_value_cents !== null && bounds.max_value_cents !== null
  const options = (kind: string) => terms.filter((term) => term.kind === kind).map((term) => ({ value: term.id, label: term.name }))

  const submit = () => {
    setError(null)
    save.mutate(
      {
        term_ids: [...approaches, ...themes],
        languages: languages.filter(isLanguage),
        gender: isGender(gender) ? gender : null,
        pronouns: pronouns.trim() || null,
        own_value_cents: open ? toCents(ownValue) : null,
        social_value_cents: open ? toCents(socialValue) : null,
        social_slot_ids: open ? socialSlots : [],
      },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t.saved }),
        onError: (failure) => setError(errorMessage(failure, t.loadError)),
      },
    )
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MultiSelect label={t.approaches} data={options('APPROACH')} value={approaches} onChange={setApproaches} searchable clearable maxValues={6} />
        <MultiSelect label={t.themes} data={options('THEME')} value={themes} onChange={setThemes} searchable clearable maxValues={6} />
        <MultiSelect
          label={t.languages}
          data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
          value={languages}
          onChange={setLanguages}
          withAsterisk
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select label={t.gender} data={GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))} value={gender} onChange={setGender} clearable />
          <TextInput label={t.pronouns} placeholder={t.pronounsPlaceholder} value={pronouns} onChange={(e) => setPronouns(e.currentTarget.value)} maxLength={30} />
        </SimpleGrid>
      </SimpleGrid>
      {bounds && !open && <Text size="sm">{t.ownValueLocked(formatBRL(bounds.default_value_cents))}</Text>}
      {open && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t.ownValue}
              description={t.ownValueHint(formatBRL(bounds.min_value_cents ?? 0), formatBRL(bounds.max_value_cents ?? 0), formatBRL(bounds.default_value_cents))}
              prefix="R$ "
              decimalSeparator=","
              thousandSeparator="."
              decimalScale={2}
              min={0}
              value={ownValue}
              onChange={setOwnValue}
            />
            <NumberInput
              label={t.socialValue}
              description={t.socialValueHint(formatBRL(bounds.min_value_cents ?? 0))}
              prefix="R$ "
              decimalSeparator=","
              thousandSeparator="."
              decimalScale={2}
              min={0}
              value={socialValue}
              onChange={setSocialValue}
            />
          </SimpleGrid>
          {slots.length > 0 && (
            <Checkbox.Group label={t.socialSlots} value={socialSlots} onChange={setSocialSlots}>
              <Group gap="md" mt="xs">
                {slots.map((slot) => (
                  <Checkbox key={slot.id} value={slot.id} label={`${WEEK_DAY_LONG_LABELS[slot.week_day]} ${formatHhmm(slot.start_time)}–${formatHhmm(slot.end_time)}`} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
          <Text size="xs" c="dimmed">
            {t.operatingCostNote(formatBRL(OPERATING_COST_CENTS))}
          </Text>
        </>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          {t.save}
        </Button>
      </Group>
    </Stack>
  )
}

/**
 * 'Abordagens, temas e valores' (decision 043): what patients search by, and the professional's own value
 * within the admin's range. Shown on the professional's profile and in the admin's professional form.
 */
export function PracticeCard({ professionalId, asAdmin = false }: { professionalId: string; asAdmin?: boolean }) {
  const practice = usePractice(professionalId)
  const slots = useWeeklySlots(professionalId, asAdmin)
  const terms = usePracticeTerms()
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="perfil-busca" maw={960}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="perfil-busca">
            {t.practiceTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {t.practiceIntro}
          </Text>
        </Stack>
        {practice.isError || terms.isError ? (
          <LoadError message={t.loadError} onRetry={() => void practice.refetch()} />
        ) : practice.data && terms.data && slots.data ? (
          <PracticeForm professionalId={professionalId} practice={practice.data} slots={slots.data} />
        ) : (
          <Loader size="sm" />
        )}
      </Stack>
    </Paper>
  )
}
