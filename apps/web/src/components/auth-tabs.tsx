import { SegmentedControl } from '@mantine/core'
import { useNavigate } from 'react-router'
import { uiAuthTexts as t } from '@acolhe/shared/texts/ui-auth'

/** The 'Cadastro' / 'Entrar' switch at the top of the login and sign-up pages; each side is a page. */
export function AuthTabs({ active, signUpTo, logInTo }: { active: 'signUp' | 'logIn'; signUpTo: string; logInTo: string }) {
  const navigate = useNavigate()
  return (
    <SegmentedControl
      fullWidth
      radius="md"
      aria-label={t.authTabsLabel}
      value={active}
      onChange={(value) => navigate(value === 'signUp' ? signUpTo : logInTo)}
      data={[
        { value: 'logIn', label: t.logInTab },
        { value: 'signUp', label: t.signUpTab },
      ]}
    />
  )
}
