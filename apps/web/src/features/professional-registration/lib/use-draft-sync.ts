import { useEffect } from 'react'
import { useWatch, type Control, type FieldValues } from 'react-hook-form'
import { saveStep, type RegistrationDraft, type RegistrationStep } from './registration-draft'

/** Saves the step's values to the draft on every change, so a reload keeps what was typed. */
export function useDraftSync<T extends FieldValues>(step: RegistrationStep, control: Control<T>) {
  const values = useWatch({ control })
  useEffect(() => {
    saveStep(step, values as RegistrationDraft[typeof step])
  }, [step, values])
}
