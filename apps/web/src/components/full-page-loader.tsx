import { Center, Loader } from '@mantine/core'
import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'

export function FullPageLoader() {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label={t.loading} />
    </Center>
  )
}
