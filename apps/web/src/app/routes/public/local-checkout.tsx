import { useParams } from 'react-router'
import { LocalCheckout } from '../../../features/payments/components/local-checkout'

/** /pagamento/local/:paymentId — the built-in checkout page (PAYMENT_PROVIDER=local), public area. */
export function Component() {
  const { paymentId = '' } = useParams()
  return <LocalCheckout paymentId={paymentId} />
}

export default Component
