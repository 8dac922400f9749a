import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCamera } from '@tabler/icons-react'
import type { ProfessionalDto } from '@acolhe/shared/api/professional'
import { profileTexts as t } from '@acolhe/shared/texts/professional-area'
import { errorMessage } from '../../../lib/api-client'
import { useUploadPhoto } from '../api/upload-photo'

/** The profile photo with its preview; a chosen file is sent at once (the server checks type and size). */
export function PhotoPicker({ professional }: { professional: ProfessionalDto }) {
  const upload = useUploadPhoto()
  const name = `${professional.first_name} ${professional.last_name}`
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar src={professional.profile_photo_url} alt={t.photoAlt(name)} size={72} radius="xl" color="acolhe">
        {professional.first_name.charAt(0)}
        {professional.last_name.charAt(0)}
      </Avatar>
      <Stack gap={4}>
        <Text fw={500} size="sm">
          {t.photoLabel}
        </Text>
        <FileButton
          accept="image/png,image/jpeg,image/webp"
          onChange={(file) => {
            if (!file) return
            upload.mutate(
              { id: professional.id, file },
              {
                onSuccess: () => notifications.show({ color: 'green', message: t.photoSuccess }),
                onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.photoError) }),
              },
            )
          }}
        >
          {(props) => (
            <Button {...props} variant="light" size="xs" leftSection={<IconCamera size={16} aria-hidden="true" />} loading={upload.isPending}>
              {t.photoChange}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t.photoHint}
        </Text>
      </Stack>
    </Group>
  )
}
