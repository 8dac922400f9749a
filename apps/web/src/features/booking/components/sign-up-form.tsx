import { Button, Stack } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { useForm } from 'react-hook-form'
import { patientSignUpStepOneSchema, type PatientSignUpStepOneForm } from '@acolhe/shared/schemas/patient'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { NewAccountFields } from '../../../components/new-account-fields'

export type StepOneValues = { email: string; password: string }

/** Step 3 'Cadastro': email, password, repeat password, 'Criar conta' (docs/product/screens-and-routes.md). Nothing is sent yet. */
export function SignUpForm({ initial, onDone }: { initial: StepOneValues | null; onDone: (values: StepOneValues) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PatientSignUpStepOneForm>({
    resolver: zodResolver(patientSignUpStepOneSchema),
    defaultValues: { email: initial?.email ?? '', password: initial?.password ?? '', repeat_password: initial?.password ?? '' },
  })
  return (
    <form noValidate onSubmit={handleSubmit((values) => onDone({ email: values.email, password: values.password }))}>
      <Stack gap="md">
        <NewAccountFields register={register} errors={errors} />
        <Button type="submit" size="md" fullWidth>
          {t.createAccount}
        </Button>
      </Stack>
    </form>
  )
}
