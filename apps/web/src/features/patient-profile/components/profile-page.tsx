import { Grid, Stack, Text, Title } from '@mantine/core'
import type { PatientDto } from '@acolhe/shared/api/patient'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { uiProfileTexts as t } from '@acolhe/shared/texts/ui-profile'
import { ChangePasswordCard } from '../../../components/change-password-card'
import { PageTitle } from '../../../components/page-title'
import { changePatientPassword } from '../api/change-password'
import { BalanceCard } from './balance-card'
import { PersonalDataForm } from './personal-data-form'
import { PrivacyCard } from './privacy-card'

/** /perfil 'Meus dados': data and photo, reminders, password, balance and the LGPD block. */
export function ProfilePage({ patient }: { patient: PatientDto }) {
  return (
    <Stack gap="lg" maw={1120}>
      <PageTitle title={uiPageTitles.patientProfile} />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t.title}
        </Title>
        <Text c="dimmed" size="sm">
          {t.subtitle}
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <PersonalDataForm patient={patient} />
            <ChangePasswordCard changePassword={changePatientPassword} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <BalanceCard />
            <PrivacyCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
