import { describe, expect, it } from 'vitest'
import { councilSources } from '../texts/council'
import { professionalContactStepSchemaFor } from './professional'

// The registration's contact step judges the presentation by the profession chosen a step before
// (decision 096), so the refusal shows on the field instead of after the last step.
describe('the presentation field of the registration', () => {
  const step = { phone_number: '(11) 98888-7777', video_url: '' }

  it('refuses a psychologist’s price argument on the field, with the norm', () => {
    const result = professionalContactStepSchemaFor('PSYCHOLOGIST').safeParse({ ...step, brief_description: 'Sessões baratas.' })
    expect(result.success).toBe(false)
    const issue = result.error?.issues.find((i) => i.path[0] === 'brief_description')
    expect(issue?.message).toContain(councilSources.cepp20d)
  })

  it('lets a psychiatrist write the same, and takes any text before a profession is chosen', () => {
    expect(professionalContactStepSchemaFor('PSYCHIATRIST').safeParse({ ...step, brief_description: 'Consultas com desconto.' }).success).toBe(true)
    expect(professionalContactStepSchemaFor(undefined).safeParse({ ...step, brief_description: 'Sessões baratas.' }).success).toBe(true)
  })
})
