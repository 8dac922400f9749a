import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { GAD7 } from '@acolhe/shared/instruments/gad-7'
import { PHQ9 } from '@acolhe/shared/instruments/phq-9'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { AnswerForm } from './answer-form'
import { ScoreChart } from './score-chart'

const ASSIGNMENT = '11111111-1111-4111-8111-111111111111'
const SESSION = '22222222-2222-4222-8222-222222222222'
const RESPONSE = '33333333-3333-4333-8333-333333333333'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('answering a questionnaire', () => {
  it('shows the published wording, sends nothing until every item is answered, then the values in item order', async () => {
    const fetch = vi.fn(async () => jsonResponse({ response_id: RESPONSE, risk: true }, 201))
    vi.stubGlobal('fetch', fetch)
    const onAnswered = vi.fn()
    renderWithRouter(<AnswerForm instrument={PHQ9} assignmentId={ASSIGNMENT} sessionId={SESSION} onAnswered={onAnswered} />, '/questionarios')
    const user = userEvent.setup()
    expect(screen.getByText(PHQ9.instructions)).toBeInTheDocument()
    const groups = screen.getAllByRole('radiogroup')
    expect(groups).toHaveLength(9)
    expect(within(groups[8] as HTMLElement).getByText(PHQ9.options[0]?.label ?? '')).toBeInTheDocument()
    expect([...(groups[8] as HTMLElement).querySelectorAll('input[type="radio"]')].map((r) => r.getAttribute('value'))).toEqual(['0', '1', '2', '3'])

    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }))
    expect(fetch).not.toHaveBeenCalled()
    expect(screen.getAllByText('Responda a todas as perguntas para enviar.')).toHaveLength(9)

    const chosen = [0, 1, 2, 3, 0, 1, 2, 3, 1]
    // Plain clicks: the point is what is sent, and 36 simulated pointer sequences would take seconds.
    for (const [index, value] of chosen.entries()) {
      const radio = (groups[index] as HTMLElement).querySelector(`input[type="radio"][value="${value}"]`)
      if (!radio) throw new Error(`item ${index + 1} has no option ${value}`)
      fireEvent.click(radio)
    }
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }))
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalledWith({ responseId: RESPONSE, risk: true }))
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({ assignment_id: ASSIGNMENT, session_id: SESSION, answers: chosen })
    expect(screen.getByTestId('instrument-source')).toHaveTextContent('Não é necessária permissão para reproduzir, traduzir, exibir ou distribuir.')
  })
})

describe('the chart of scores', () => {
  it('draws one labelled dot per score, a tick per consultation and every band', () => {
    renderWithRouter(
      <ScoreChart
        instrument={GAD7}
        points={[
          { date: '2026-11-25T13:00:00.000Z', score: 12 },
          { date: '2026-12-02T13:00:00.000Z', score: 6 },
        ]}
        sessions={['2026-11-25T13:00:00.000Z', '2026-12-02T13:00:00.000Z', '2026-12-09T13:00:00.000Z']}
      />,
      '/profissional/questionarios/x',
    )
    expect(screen.getByRole('img', { name: 'Gráfico das pontuações do GAD-7: 2 respostas' })).toBeInTheDocument()
    expect(screen.getAllByTestId('chart-point').map((p) => p.textContent)).toEqual(['12', '6'])
    expect(screen.getAllByTestId('chart-session')).toHaveLength(3)
    for (const band of ['Mínima', 'Leve', 'Moderada', 'Grave']) expect(screen.getByText(band)).toBeInTheDocument()
  })
})
