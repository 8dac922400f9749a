import { useParams } from 'react-router'
import { WaitlistOfferPage } from '../../../features/waitlist/components/offer-page'

/** /lista-de-espera/oferta/{id} — the waitlist offer email's link, public area (the page asks for a login). */
export function Component() {
  const { id = '' } = useParams()
  return <WaitlistOfferPage offerId={id} />
}

export default Component
