import { useEffect, useMemo, useRef, useState } from 'react'
import { Avatar, Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCamera } from '@tabler/icons-react'
import type { PatientDto } from '@acolhe/shared/api/patient'
import { uiProfileTexts as t } from '@acolhe/shared/texts/ui-profile'
import { errorMessage } from '../../../lib/api-client'
import { useUploadPhoto } from '../api/upload-photo'
import { photoProblemOf, PHOTO_ACCEPT } from '../lib/photo-rules'

/**
 * The profile photo: choose an image, see it, then send it (the server checks the content again).
 * Only PNG, JPEG and WebP up to 2 MB are offered and accepted.
 */
export function PhotoPicker({ patient }: { patient: PatientDto }) {
  const upload = useUploadPhoto()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const name = [patient.first_name, patient.last_name].filter(Boolean).join(' ') || patient.email

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  const choose = (chosen: File | null) => {
    if (input.current) input.current.value = ''
    if (!chosen) return
    const found = photoProblemOf(chosen)
    setProblem(found)
    setFile(found ? null : chosen)
  }

  const send = () => {
    if (!file) return
    upload.mutate(
      { id: patient.id, file },
      {
        onSuccess: () => {
          setFile(null)
          notifications.show({ color: 'green', message: t.photoSuccess })
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.photoError) }),
      },
    )
  }

  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Avatar
        src={preview ?? patient.profile_photo_url}
        alt={preview ? t.photoPreview : t.photoAlt(name)}
        size={80}
        radius={80}
        color="acolhe"
      >
        {(patient.first_name ?? patient.email).charAt(0).toUpperCase()}
        {(patient.last_name ?? '').charAt(0).toUpperCase()}
      </Avatar>
      <Stack gap={6}>
        <Text fw={500} size="sm" id="foto-perfil">
          {t.photoLabel}
        </Text>
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          hidden
          aria-labelledby="foto-perfil"
          data-testid="photo-input"
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        />
        {file ? (
          <Group gap="xs">
            <Button size="xs" onClick={send} loading={upload.isPending}>
              {t.photoSend}
            </Button>
            <Button size="xs" variant="default" onClick={() => setFile(null)} disabled={upload.isPending}>
              {t.photoCancel}
            </Button>
          </Group>
        ) : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCamera size={16} aria-hidden="true" />}
            onClick={() => input.current?.click()}
          >
            {t.photoChoose}
          </Button>
        )}
        <Text size="xs" c={problem ? 'red' : 'dimmed'} role={problem ? 'alert' : undefined}>
          {problem ?? t.photoHint}
        </Text>
      </Stack>
    </Group>
  )
}
