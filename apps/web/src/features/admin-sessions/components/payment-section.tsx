import { useState } from 'react'
import { Button, Group, Select, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { SessionDto } from '@acolhe/shared/api/session'
import { PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from '@acolhe/shared/enums'
import { adminSessionsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { errorMessage } from '../../../lib/api-client'
import { useSetPayment } from '../api/set-payment'

const OPTIONS = PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] }))

/** Any payment status (docs/product/screens-and-routes.md); 'Pago' confirms a session awaiting payment. */
export function PaymentSection({ session, onDone }: { session: SessionDto; onDone: () => void }) {
  const [payment, setPaymentValue] = useState(session.payment)
  const setPayment = useSetPayment()

  const submit = () =>
    setPayment.mutate(
      { id: session.id, payment },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: payment === 'DONE' ? t.markPaidSuccess : t.paymentSuccess })
          onDone()
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.paymentError) }),
      },
    )

  return (
    <Stack gap="xs">
      <Select
        label={t.paymentLabel}
        data={OPTIONS}
        value={payment}
        onChange={(value) => setPaymentValue(PAYMENT_STATUSES.find((status) => status === value) ?? session.payment)}
        allowDeselect={false}
        maxDropdownHeight={240}
        comboboxProps={{ withinPortal: true }}
      />
      {payment === 'DONE' && payment !== session.payment && (
        <Text size="sm" c="dimmed">
          {t.paymentDoneHint}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="light" disabled={payment === session.payment} loading={setPayment.isPending} onClick={submit}>
          {t.paymentSubmit}
        </Button>
      </Group>
    </Stack>
  )
}
