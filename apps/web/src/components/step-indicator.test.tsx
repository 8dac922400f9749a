import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { renderToString } from 'react-dom/server'
import { StepIndicator } from './step-indicator'
import { matchMediaWhere } from '../test/media-query'

const LABELS = ['Pacientes', 'Profissionais', 'Data/Hora', 'Sucesso']
const stepOf = (step: number, total: number) => `Etapa ${step} de ${total}`

function setPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaWhere(() => phone))
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('step indicator', () => {
  it('shows every step on wide screens', () => {
    setPhone(false)
    render(<MantineProvider><StepIndicator labels={LABELS} step={2} label="Etapas do agendamento" stepOf={stepOf} /></MantineProvider>)
    const indicator = screen.getByLabelText('Etapas do agendamento')
    expect(indicator.getAttribute('data-layout')).toBe('full')
    for (const label of LABELS) expect(screen.getByText(label)).toBeInTheDocument()
  })

  it("shows the current step and 'Etapa n de N' on phones", () => {
    setPhone(true)
    render(<MantineProvider><StepIndicator labels={LABELS} step={3} label="Etapas do agendamento" stepOf={stepOf} /></MantineProvider>)
    expect(screen.getByLabelText('Etapas do agendamento').getAttribute('data-layout')).toBe('compact')
    expect(screen.getByText('Data/Hora')).toBeInTheDocument()
    expect(screen.getByText('Etapa 3 de 4')).toBeInTheDocument()
    expect(screen.queryByText('Pacientes')).not.toBeInTheDocument()
  })

  it('prerenders both layouts, each shown by CSS at its widths, so hydration changes nothing under a finger', () => {
    const html = renderToString(<MantineProvider><StepIndicator labels={LABELS} step={2} label="Etapas do agendamento" stepOf={stepOf} /></MantineProvider>)
    const page = document.createElement('div')
    page.innerHTML = html
    const compact = page.querySelector('[data-layout="compact"]')
    const full = page.querySelector('[data-layout="full"]')
    expect(compact?.className).toContain('mantine-hidden-from-sm')
    expect(full?.className).toContain('mantine-visible-from-sm')
    expect(compact?.textContent).toContain('Etapa 2 de 4')
  })
})
