import { useParams } from 'react-router'
import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'
import { PageTitle } from '../../../components/page-title'
import { PatientRoomPage } from '../../../features/consultation-room/components/patient-room-page'

/** /sala/:sessionId: the device check, then the waiting room the professional admits from. */
export function Component() {
  const { sessionId = '' } = useParams()
  return (
    <>
      <PageTitle title={t.waitingTitle} />
      <PatientRoomPage sessionId={sessionId} />
    </>
  )
}
