import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { validationTexts } from '@acolhe/shared/texts/validation'
import { councilTexts } from '@acolhe/shared/texts/council'
import { renderRoutes } from '../../../test/render'
import { findOpenOption } from '../../../test/open-option'
import { loadStep } from '../lib/registration-draft'
import { DocumentationStep, INCOMPLETE_NOTICE_MS } from './documentation-step'
import { PersonalStep } from './personal-step'

const BASE = '/profissional/cadastro'

/**
 * Puts a whole value in a field as a user pasting it would (a click, then one input event): one render of the
 * step instead of one per key. Used where the value matters and not the keys (decision 124); the masks' own
 * tests below still type key by key.
 */
async function enter(input: HTMLElement, text: string) {
  await userEvent.click(input)
  await userEvent.paste(text)
}

const renderStep = () =>
  renderRoutes([{ path: `${BASE}/info-documentacao`, element: <DocumentationStep basePath={BASE} /> }], `${BASE}/info-documentacao`)

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

describe('registration step info-documentacao', () => {
  it('asks a psychologist for CRP and UF, a psychiatrist also for RQE, a doctor for the psychiatry postgraduate flag', async () => {
    renderStep()
    await userEvent.click(screen.getByRole('radio', { name: 'Psicólogo' }))
    expect(screen.getByRole('textbox', { name: 'CRP' })).toBeInTheDocument()
    expect(screen.queryByLabelText(/RQE/)).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Tem pós graduação em Psiquiatria?')).not.toBeInTheDocument()
    // A psychologist's company CRP PJ is optional, masked as the region and the number.
    const crpPj = screen.getByRole('textbox', { name: councilTexts.crpPjLabel })
    await userEvent.type(crpPj, '061234')
    expect(crpPj).toHaveValue('06/1234')
    expect(screen.queryByRole('textbox', { name: councilTexts.postgraduateAreaLabel })).toBeNull()

    await userEvent.click(screen.getByRole('radio', { name: 'Psiquiatra' }))
    expect(screen.getByLabelText(/CRM/)).toBeInTheDocument()
    expect(screen.getByLabelText(/RQE/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: councilTexts.postgraduateAreaLabel })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: councilTexts.crpPjLabel })).toBeNull()

    await userEvent.click(screen.getByRole('radio', { name: 'Médico' }))
    expect(screen.getByLabelText(/CRM/)).toBeInTheDocument()
    expect(screen.queryByLabelText(/RQE/)).not.toBeInTheDocument()
    // A doctor names the course's area once they declare the course.
    expect(screen.queryByRole('textbox', { name: councilTexts.postgraduateAreaLabel })).toBeNull()
    await userEvent.click(screen.getByLabelText('Tem pós graduação em Psiquiatria?'))
    expect(screen.getByRole('textbox', { name: councilTexts.postgraduateAreaLabel })).toBeInTheDocument()
  })

  it("shows 'Informações profissionais incompletas.' for a psychiatrist without RQE and hides it after 2 seconds", async () => {
    renderStep()
    await userEvent.click(screen.getByRole('radio', { name: 'Psiquiatra' }))
    await enter(screen.getByLabelText(/CPF ou CNPJ/), '52998224725')
    await enter(screen.getByLabelText(/CRM/), '123456')
    await userEvent.click(screen.getByLabelText(/UF do registro/, { selector: 'input' }))
    await userEvent.click(await findOpenOption('SP'))
    await enter(screen.getByLabelText(/Lattes/), 'http://lattes.cnpq.br/1234567890123456')
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }))

    expect((await screen.findByTestId('documentation-incomplete')).textContent).toBe(validationTexts.professionalInfoIncomplete)
    await waitFor(() => expect(screen.queryByTestId('documentation-incomplete')).not.toBeInTheDocument(), { timeout: INCOMPLETE_NOTICE_MS + 15_000 })
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
    // The notice itself waits 2 seconds, on top of the typing.
  })

  it('marks each missing documentation field itself, and keeps the marks after the notice goes', async () => {
    renderStep()
    await userEvent.click(screen.getByRole('radio', { name: 'Psiquiatra' }))
    await enter(screen.getByLabelText(/CPF ou CNPJ/), '52998224725')
    await enter(screen.getByLabelText(/Lattes/), 'http://lattes.cnpq.br/1234567890123456')
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }))

    await screen.findByTestId('documentation-incomplete')
    const invalid = () =>
      [...document.querySelectorAll('input[aria-invalid="true"]')].map((input) => input.closest('.mantine-InputWrapper-root')?.querySelector('label')?.textContent?.replace(/\s*\*$/, '').trim())
    expect(invalid()).toEqual(['CRM', 'UF do registro', 'RQE'])
    await waitFor(() => expect(screen.queryByTestId('documentation-incomplete')).not.toBeInTheDocument(), { timeout: INCOMPLETE_NOTICE_MS + 15_000 })
    expect(invalid()).toEqual(['CRM', 'UF do registro', 'RQE'])

    // Typing the CRM clears its own mark only.
    await userEvent.type(screen.getByLabelText(/CRM/), '123456')
    await waitFor(() => expect(invalid()).toEqual(['UF do registro', 'RQE']))
  })

  it('masks the CPF and the CRP, keeps them in the draft and moves on to info-contato', async () => {
    renderStep()
    await userEvent.click(screen.getByRole('radio', { name: 'Psicólogo' }))
    await userEvent.type(screen.getByLabelText(/CPF ou CNPJ/), '52998224725')
    expect((screen.getByLabelText(/CPF ou CNPJ/) as HTMLInputElement).value).toBe('529.982.247-25')
    await userEvent.type(screen.getByRole('textbox', { name: 'CRP' }), '0612345')
    expect((screen.getByRole('textbox', { name: 'CRP' }) as HTMLInputElement).value).toBe('06/12345')
    await userEvent.click(screen.getByLabelText(/UF do registro/, { selector: 'input' }))
    await userEvent.click(await findOpenOption('RJ'))
    await enter(screen.getByLabelText(/Lattes/), 'http://lattes.cnpq.br/1234567890123456')
    expect(loadStep('documentation')).toMatchObject({ professional_type: 'PSYCHOLOGIST', cpf_or_cnpj: '529.982.247-25', crm_or_crp: '06/12345' })
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }))
    expect((await screen.findByTestId('location')).textContent).toBe(`${BASE}/info-contato`)
  })
})

describe('registration step info-pessoal', () => {
  it('keeps what was typed across a reload, passwords included (same tab)', async () => {
    const routes = [{ path: `${BASE}/info-pessoal`, element: <PersonalStep basePath={BASE} termsTo="/termos" privacyTo="/privacidade" /> }]
    const first = renderRoutes(routes, `${BASE}/info-pessoal`)
    await enter(screen.getByLabelText(/^Nome/), 'Beatriz')
    await enter(screen.getByLabelText(/Data de nascimento/), '09041988')
    await enter(screen.getByLabelText(/^Senha/), 'Senha123')
    first.unmount()

    renderRoutes(routes, `${BASE}/info-pessoal`)
    expect((screen.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('Beatriz')
    expect((screen.getByLabelText(/Data de nascimento/) as HTMLInputElement).value).toBe('09/04/1988')
    expect((screen.getByLabelText(/^Senha/) as HTMLInputElement).value).toBe('Senha123')
  })
})
