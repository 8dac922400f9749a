import { notifications } from '@mantine/notifications'
import { useNavigate } from 'react-router'
import { uiSignUpTexts as t } from '@acolhe/shared/texts/ui-sign-up'
import { errorMessage } from '../../../lib/api-client'
import { clearStepOne } from './step-one-storage'
import { SIGN_UP_PATHS } from './sign-up-paths'

/** What every sign-up ending does: on success clear step 1, say so and go home; else the server's words. */
export function useFinishSignUp() {
  const navigate = useNavigate()
  return {
    onSuccess: () => {
      clearStepOne()
      notifications.show({ color: 'green', message: t.signedUp })
      navigate(SIGN_UP_PATHS.home, { replace: true })
    },
    onError: (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, t.signUpError) }),
  }
}
