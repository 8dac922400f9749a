import { Alert, Button, Center, Stack } from '@mantine/core'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'

/** A load that failed for a reason other than the session (network, server): say so, offer a retry. */
export function LoadError({ onRetry, message = t.loadError }: { onRetry: () => void; message?: string }) {
  return (
    <Center py="xl" px="md">
      <Stack maw={420} w="100%">
        <Alert color="red" variant="light" role="alert">
          {message}
        </Alert>
        <Button variant="light" onClick={onRetry}>
          {t.retry}
        </Button>
      </Stack>
    </Center>
  )
}
