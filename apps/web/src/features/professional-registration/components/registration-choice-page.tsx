import { Anchor, Button, List, Text } from '@mantine/core'
import { Link } from 'react-router'
import { registrationTexts as t } from '@acolhe/shared/texts/professional-area'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { AuthPageLayout } from '../../../components/auth-page-layout'
import { AuthTabs } from '../../../components/auth-tabs'
import { hasDraft } from '../lib/registration-draft'
import { stepPath } from '../lib/registration-paths'
import { GoogleSignInButton } from '../../../components/google-sign-in-button'

export type RegistrationChoicePageProps = { basePath: string; logInTo: string; termsTo: string; patientLoginTo: string }

/**
 * /profissional/cadastro: tabs Cadastro/Entrar, the four steps ahead, the terms link and the patient
 * access. The Google button (shown only when Google is configured) signs in a professional who has
 * already registered; registration itself needs the documents Google does not have (decision 007).
 */
export function RegistrationChoicePage({ basePath, logInTo, termsTo, patientLoginTo }: RegistrationChoicePageProps) {
  const resuming = hasDraft()
  return (
    <AuthPageLayout
      pageTitle={uiPageTitles.professionalSignUp}
      title={t.choiceTitle}
      subtitle={t.choiceSubtitle}
      top={<AuthTabs active="signUp" logInTo={logInTo} signUpTo={basePath} />}
      footer={
        <Anchor component={Link} to={patientLoginTo} size="sm">
          {t.toPatient}
        </Anchor>
      }
    >
      <Text size="sm">{t.choiceStepsIntro}</Text>
      <List type="ordered" size="sm" spacing={4}>
        {t.steps.map((step, index) => (
          <List.Item key={step}>{`${step}: ${t.stepDescriptions[index] ?? ''}`}</List.Item>
        ))}
      </List>
      <Button component={Link} to={stepPath(basePath, 'personal')} size="md" fullWidth>
        {resuming ? t.resume : t.start}
      </Button>
      <GoogleSignInButton kind="professional" />
      <Text size="xs" c="dimmed" ta="center">
        {t.termsLead}{' '}
        <Anchor component={Link} to={termsTo} inherit>
          {t.termsLink}
        </Anchor>
      </Text>
    </AuthPageLayout>
  )
}
