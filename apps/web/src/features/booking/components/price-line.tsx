import { Text } from '@mantine/core'
import type { SessionPriceDto } from '@acolhe/shared/api/session'
import { formatBRL } from '@acolhe/shared/format/money'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'

/** The price as the server computed it: total, then service value and operating cost. */
export function PriceLine({ price }: { price: SessionPriceDto }) {
  return (
    <Text size="sm" data-testid="price-line">
      {t.priceLine(formatBRL(price.price_cents), formatBRL(price.service_value_cents), formatBRL(price.operating_cost_cents))}
    </Text>
  )
}

