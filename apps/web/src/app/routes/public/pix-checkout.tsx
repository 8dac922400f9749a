import { useParams } from 'react-router'
import { PixCheckout } from '../../../features/payments/components/pix-checkout'

/** /pagamento/pix/:paymentId — our page for a charge through the API Pix (PAYMENT_PROVIDER=pix). */
export function Component() {
  const { paymentId = '' } = useParams()
  return <PixCheckout paymentId={paymentId} />
}

export default Component
