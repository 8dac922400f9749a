import { useParams } from 'react-router'
import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'
import { PageTitle } from '../../../components/page-title'
import { ProfessionalRoomPage } from '../../../features/consultation-room/components/professional-room-page'

/** /profissional/sala/:sessionId: the patient's presence and devices, 'Admitir', the call link, failures. */
export function Component() {
  const { sessionId = '' } = useParams()
  return (
    <>
      <PageTitle title={t.roomTitle} />
      <ProfessionalRoomPage sessionId={sessionId} />
    </>
  )
}
