import { Box, Stack } from '@mantine/core'
import { ChangePasswordCard } from '../../../components/change-password-card'
import { FullPageLoader } from '../../../components/full-page-loader'
import { useCurrentProfessional } from '../../../features/professional-auth/api/get-me'
import { CalendarFeedCard } from '../../../features/professional-home/components/calendar-feed-card'
import { EarningsCard } from '../../../features/professional-home/components/earnings-card'
import { changeProfessionalPassword } from '../../../features/professional-profile/api/change-password'
import { ProfilePage } from '../../../features/professional-profile/components/profile-page'
import { PracticeCard } from '../../../features/practice-profile/components/practice-card'
import { useActiveClinicOptions } from '../../../lib/clinics-api'

/** /profissional/perfil: the shell has loaded the professional (or sent them to the login page). */
export function Component() {
  const professional = useCurrentProfessional()
  const clinics = useActiveClinicOptions({ staleTime: 5 * 60_000 })
  if (!professional.data) return <FullPageLoader />
  return (
    <Stack gap="lg">
      <ProfilePage key={professional.data.id} professional={professional.data} clinics={clinics.data ?? []} />
      <PracticeCard professionalId={professional.data.id} />
      {/* Beside the profile form, not inside it: a form may not hold another form. */}
      <Box maw={960}>
        <ChangePasswordCard changePassword={changeProfessionalPassword} />
      </Box>
      <CalendarFeedCard />
      <EarningsCard />
    </Stack>
  )
}
