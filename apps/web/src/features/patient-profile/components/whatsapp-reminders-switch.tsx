import { Switch, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { formatDate, formatTime } from '@acolhe/shared/format/dates'
import { reminderTexts as t } from '@acolhe/shared/texts/reminders'
import { errorMessage } from '../../../lib/api-client'
import { useChooseWhatsApp, useReminderChannels } from '../api/reminder-channels'

/**
 * 'Receber lembretes por WhatsApp': shown only when the server says the channel is available. It saves at
 * once (it is a consent, recorded with its time), apart from the form around it.
 */
export function WhatsAppRemindersSwitch() {
  const channels = useReminderChannels()
  const choose = useChooseWhatsApp()
  const whatsapp = channels.data?.whatsapp
  if (!whatsapp?.available) return null

  const since = whatsapp.enabled ? whatsapp.opted_in_at && t.whatsappOptedInAt(formatDate(whatsapp.opted_in_at), formatTime(whatsapp.opted_in_at)) : whatsapp.opted_out_at && t.whatsappOptedOutAt(formatDate(whatsapp.opted_out_at), formatTime(whatsapp.opted_out_at))
  return (
    <Switch
        checked={whatsapp.enabled}
        disabled={choose.isPending || (!whatsapp.enabled && !whatsapp.has_phone)}
        onChange={(event) =>
          choose.mutate(event.currentTarget.checked, {
            onSuccess: (answer) => notifications.show({ color: 'teal', message: t.whatsappSaved(answer.whatsapp.enabled) }),
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.whatsappUnavailable) }),
          })
        }
        label={t.whatsappToggle}
        description={
          <>
            {whatsapp.has_phone ? t.whatsappToggleHelp : t.whatsappNeedsPhone}
            {since && (
              <Text span display="block" size="xs" c="dimmed" mt={4} data-testid="whatsapp-reminders-since">
                {since}
              </Text>
            )}
          </>
        }
        data-testid="whatsapp-reminders"
      />
  )
}
