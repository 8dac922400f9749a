import type { Control, FieldValues, Path } from 'react-hook-form'
import { councilExtraFieldsOf } from '@acolhe/shared/council/credentials'
import type { ProfessionalType } from '@acolhe/shared/enums'
import { formatCrpPj } from '@acolhe/shared/format/masks'
import { councilTexts } from '@acolhe/shared/texts/council'
import { MaskedTextField } from './masked-text-field'

const keepTyping = (value: string) => value

type CouncilExtraFieldsProps<T extends FieldValues> = {
  control: Control<T>
  type: ProfessionalType | undefined
  posDegree: boolean | undefined
  /** The form's names of the two fields (each form declares them in its own schema). */
  crpPjName: Path<T>
  postgraduateAreaName: Path<T>
}

/**
 * The council's optional registrations, asked where the council shows them: the CRP PJ for a
 * psychologist, the postgraduate course's area for a psychiatrist or a doctor who declared a course.
 * One component for the sign-up step, the professional's profile and the admin's two forms.
 */
export function CouncilExtraFields<T extends FieldValues>({ control, type, posDegree, crpPjName, postgraduateAreaName }: CouncilExtraFieldsProps<T>) {
  if (!type) return null
  const asks = councilExtraFieldsOf(type, Boolean(posDegree))
  return (
    <>
      {asks.crpPj && (
        <MaskedTextField control={control} name={crpPjName} label={councilTexts.crpPjLabel} description={councilTexts.crpPjDescription} format={formatCrpPj} maxLength={9} required={false} />
      )}
      {asks.postgraduateArea && (
        <MaskedTextField
          control={control}
          name={postgraduateAreaName}
          label={councilTexts.postgraduateAreaLabel}
          description={councilTexts.postgraduateAreaDescription}
          format={keepTyping}
          maxLength={80}
          numeric={false}
          required={false}
        />
      )}
    </>
  )
}
