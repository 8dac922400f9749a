import { useState } from 'react'
import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { SessionDto } from '@acolhe/shared/api/session'
import { formatBRL } from '@acolhe/shared/format/money'
import { dateTimeFor } from '@acolhe/shared/format/zoned-time'
import { paymentTexts as p } from '@acolhe/shared/texts/payments'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import { useCheckoutUrl } from '../../../lib/session-api/get-checkout-url'

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{value}</Text>
    </Group>
  )
}

/** 'Realizar pagamento': the price, the balance that pays first, and the checkout in a new tab. */
export function PayModal({ session, onClose }: { session: SessionDto; onClose: () => void }) {
  const checkout = useCheckoutUrl({ refreshSessions: true })
  const [opened, setOpened] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  // What the balance covers and what is charged, as the server's checkout will compute it.
  const due = session.payment_due

  const pay = () => {
    setFailure(null)
    // Opened at the click: a window opened after an awaited request is blocked as a pop-up.
    const tab = window.open('', '_blank')
    checkout.mutate(session.id, {
      onSuccess: (reply) => {
        if (reply.paid_with_balance) {
          tab?.close()
          notifications.show({ color: 'green', message: t.paidWithBalance })
          onClose()
          return
        }
        if (!reply.url) {
          tab?.close()
          setFailure(p.checkoutNoUrl)
          return
        }
        if (tab && !tab.closed) {
          tab.opener = null
          tab.location.href = reply.url
        } else window.location.assign(reply.url)
        setOpened(true)
      },
      onError: (error) => {
        tab?.close()
        setFailure(errorMessage(error, p.checkoutFailure))
      },
    })
  }

  return (
    <ResponsiveModal opened onClose={onClose} title={t.payTitle}>
      <Stack gap="md">
        <Stack gap={6}>
          <Line label={t.payServiceValue} value={formatBRL(session.service_value_cents)} />
          <Line label={t.payOperatingCost} value={formatBRL(session.operating_cost_cents)} />
          <Divider />
          <Line label={t.payTotal} value={formatBRL(session.price_cents)} strong />
          {due && due.balance_used_cents > 0 && (
            <>
              <Line label={t.payBalance} value={`- ${formatBRL(due.balance_used_cents)}`} />
              <Line label={t.payDue} value={formatBRL(due.amount_due_cents)} strong />
            </>
          )}
          {session.checkout_expires_at && (
            <Text size="sm" c="dimmed" ta="right" data-testid="pay-by">
              {t.payBy(dateTimeFor(session.checkout_expires_at, session.time_zone))}
            </Text>
          )}
        </Stack>
        {due && due.balance_used_cents > 0 && (
          <Text size="sm" c="dimmed">
            {t.payBalanceNote}
          </Text>
        )}
        {session.payment === 'FAILED' && !opened && (
          <Alert color="red" variant="light">
            {t.payRefused}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {opened && (
          <Alert color="blue" variant="light">
            {t.payOpened}
          </Alert>
        )}
        <Button onClick={pay} loading={checkout.isPending}>
          {t.payGo}
        </Button>
      </Stack>
    </ResponsiveModal>
  )
}
