import { useState } from 'react'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useNavigate } from 'react-router'
import { uiProfileTexts as t } from '@acolhe/shared/texts/ui-profile'
import { PasswordField } from '../../../components/password-field'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import { useDeleteAccount, useForgetDeletedPatient } from '../api/delete-account'

/** The confirmation of 'Excluir minha conta': says what is erased and what the law keeps, asks the password. */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate()
  const remove = useDeleteAccount()
  const forget = useForgetDeletedPatient()
  const [password, setPassword] = useState('')

  const close = () => {
    setPassword('')
    remove.reset()
    onClose()
  }

  return (
    <ResponsiveModal opened={opened} onClose={close} title={t.deleteTitle}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          remove.mutate(
            { password },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t.deleted })
                forget(() => navigate('/', { replace: true }))
              },
            },
          )
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t.deleteBody}</Text>
          <PasswordField
            label={t.deletePasswordLabel}
            description={t.deletePasswordHint}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          {remove.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(remove.error, t.deleteError)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {t.deleteCancel}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              {t.deleteConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  )
}
