import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { notifications } from '@mantine/notifications'
import { useForm } from 'react-hook-form'
import { createAdminBodySchema, type CreateAdminInput } from '@acolhe/shared/schemas/admin'
import { adminAccountsTexts as t } from '@acolhe/shared/texts/ui-admin-accounts'
import { adminCommonTexts as ct } from '@acolhe/shared/texts/ui-admin'
import { PasswordField } from '../../../components/password-field'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import { useCreateAdmin } from '../api/create-admin'

const EMPTY: CreateAdminInput = { first_name: '', last_name: '', email: '', password: '' }

/** 'Novo administrador': the same fields and rules as `npm run admin -- create` (the server has the last word). */
export function AdminCreateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateAdmin()
  const { register, handleSubmit, formState, reset } = useForm({ resolver: zodResolver(createAdminBodySchema), defaultValues: EMPTY })
  const close = () => {
    reset(EMPTY)
    onClose()
  }

  return (
    <ResponsiveModal opened={opened} onClose={close} title={t.createTitle}>
      <form
        noValidate
        onSubmit={handleSubmit((body) =>
          create.mutate(body, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t.created })
              close()
            },
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.createError) }),
          }),
        )}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t.firstName} required autoComplete="off" {...register('first_name')} error={formState.errors.first_name?.message} />
            <TextInput label={t.lastName} required autoComplete="off" {...register('last_name')} error={formState.errors.last_name?.message} />
          </SimpleGrid>
          <TextInput label={t.email} type="email" required autoComplete="off" {...register('email')} error={formState.errors.email?.message} />
          <PasswordField label={t.password} description={t.passwordHint} required autoComplete="new-password" {...register('password')} error={formState.errors.password?.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {ct.cancel}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t.createSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  )
}
