import { useEffect } from 'react'
import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { notifications } from '@mantine/notifications'
import { useForm } from 'react-hook-form'
import type { TaxReceiptDto } from '@acolhe/shared/api/tax-receipts'
import { taxReceiptNumberBodySchema } from '@acolhe/shared/schemas/tax-receipts'
import { taxReceiptPageTexts as t } from '@acolhe/shared/texts/tax-receipts'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import { useRecordReceiptNumber } from '../api/record-receipt-number'

/** 'Número do recibo emitido': records (or corrects) the number the Receita Saúde app gave for one entry. */
export function ReceiptNumberModal({ entry, onClose }: { entry: TaxReceiptDto | null; onClose: () => void }) {
  const record = useRecordReceiptNumber()
  const { register, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(taxReceiptNumberBodySchema), defaultValues: { receipt_number: '' } })

  useEffect(() => {
    if (entry) reset({ receipt_number: entry.receipt_number ?? '' })
  }, [entry, reset])

  return (
    <ResponsiveModal opened={entry !== null} onClose={onClose} title={t.numberDialogTitle}>
      <form
        noValidate
        onSubmit={handleSubmit((body) => {
          if (!entry) return
          record.mutate(
            { id: entry.id, body },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t.saved })
                onClose()
              },
              onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.saveError) }),
            },
          )
        })}
      >
        <Stack gap="md">
          {entry && (
            <Text size="sm" c="dimmed">
              {t.entryTitle(entry.payer_name, entry.paid_on)}
            </Text>
          )}
          <TextInput
            label={t.fields.number}
            description={t.numberHint}
            autoComplete="off"
            data-autofocus
            error={formState.errors.receipt_number?.message}
            {...register('receipt_number')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={record.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  )
}
