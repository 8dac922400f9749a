import { useState, type MouseEvent } from 'react'
import { Anchor, Button, Checkbox, Group, ScrollArea, Text } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import type { PatientSignUpStepTwoForm } from '@acolhe/shared/schemas/patient'
import { privacyPolicy, termsOfUse, type LegalDocument } from '@acolhe/shared/texts/ui-legal'
import { uiSignUpTexts as t } from '@acolhe/shared/texts/ui-sign-up'
import { LegalDocumentBody } from '../../../components/legal-document'
import { ResponsiveModal } from '../../../components/responsive-modal'

/** The terms checkbox; its two links open the terms and the privacy policy in dialogs, so the sign-up is not lost. */
export function TermsField() {
  const { control } = useFormContext<PatientSignUpStepTwoForm>()
  const [open, setOpen] = useState<LegalDocument | null>(null)

  const opener = (document: LegalDocument, label: string) => (
    <Anchor
      component="button"
      type="button"
      inherit
      onClick={(event: MouseEvent) => {
        // The link sits inside the checkbox's label: reading the terms must not tick the box.
        event.preventDefault()
        setOpen(document)
      }}
    >
      {label}
    </Anchor>
  )

  return (
    <>
      <Controller
        control={control}
        name="terms_accepted"
        render={({ field, fieldState }) => (
          <Checkbox
            checked={field.value === true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            // Checkbox has no errorProps: the message itself is announced.
            error={fieldState.error && <span role="alert">{fieldState.error.message}</span>}
            label={
              <Text span size="sm">
                {t.termsLead} {opener(termsOfUse, t.termsLink)} {t.termsAnd} {opener(privacyPolicy, t.privacyLink)}
              </Text>
            }
          />
        )}
      />
      <ResponsiveModal opened={open !== null} onClose={() => setOpen(null)} title={open?.title} size="lg" scrollAreaComponent={ScrollArea.Autosize}>
        {open && (
          <>
            <Text size="xs" c="dimmed" mb="md">
              {open.version}
            </Text>
            <LegalDocumentBody document={open} sectionOrder={3} />
            <Group justify="flex-end" mt="lg">
              <Button onClick={() => setOpen(null)}>{t.closeDocument}</Button>
            </Group>
          </>
        )}
      </ResponsiveModal>
    </>
  )
}
