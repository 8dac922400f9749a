import { ReceiptsPage } from '../../../features/professional-receipts/components/receipts-page'

/** /profissional/recibos: inside the authorized professional shell. */
export function Component() {
  return <ReceiptsPage />
}
