import { expect, type Page } from '@playwright/test'
import { pinnedNow } from './timeline'

// Steps of the professional journey, shared by its specs.

/** Picks an option of a Mantine select by its label. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** 'dd/mm/aaaa' of the pinned day plus `days` (the browser runs in Brasília time, at the pinned instant). */
export function brazilianDateIn(days: number): string {
  const date = new Date(pinnedNow().getTime() + days * 86_400_000)
  const parts = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date)
  return parts
}

/** Creates a weekly slot on /profissional/calendario/disponibilidade/criar and waits for the toast. */
export async function createSlot(page: Page, weekDay: string, start: string, end: string) {
  const submit = page.getByRole('button', { name: 'Criar horário' })
  await expect(submit).toBeDisabled()
  await choose(page, 'Dia da semana', weekDay)
  await choose(page, 'Início', start)
  await expect(submit).toBeDisabled()
  await choose(page, 'Fim', end)
  await submit.click()
  await expect(page.getByText('Horário criado com sucesso!').last()).toBeVisible()
  // The form resets after success, ready for the next slot.
  await expect(submit).toBeDisabled()
}

/** The slots shown on the 'Disponibilidade' tab, as 'Dia HH:MM - HH:MM', in screen order. */
export async function shownSlots(page: Page): Promise<string[]> {
  const days = page.locator('section[aria-label]').filter({ has: page.getByTestId('slot') })
  const result: string[] = []
  for (const day of await days.all()) {
    const name = await day.getAttribute('aria-label')
    for (const slot of await day.getByTestId('slot').all()) result.push(`${name} ${(await slot.innerText()).trim()}`)
  }
  return result
}

/** Works through the calendar: three slots, an edit, a delete, and an unavailability. */
export async function manageCalendar(page: Page) {
  await page.getByRole('link', { name: 'Calendário', exact: true }).click()
  await expect(page).toHaveURL(/\/profissional\/calendario$/)
  await expect(page.getByRole('tab', { name: 'Disponibilidade', exact: true })).toHaveAttribute('aria-selected', 'true')

  await page.getByRole('link', { name: 'Novo horário' }).click()
  await expect(page).toHaveURL(/\/disponibilidade\/criar$/)
  await createSlot(page, 'Segunda', '08:00', '12:00')
  await createSlot(page, 'Quarta', '14:00', '18:00')
  await createSlot(page, 'Segunda', '13:00', '15:00')

  await page.getByRole('link', { name: 'Como funcionam os horários?' }).click()
  await expect(page.getByRole('heading', { name: 'Guia de disponibilidade' })).toBeVisible()
  await page.getByRole('button', { name: 'Voltar' }).click()
  await expect(page).toHaveURL(/\/disponibilidade\/criar$/)
  await page.getByRole('link', { name: 'Voltar ao calendário' }).click()

  await expect.poll(() => shownSlots(page)).toEqual(['Segunda 08:00 - 12:00', 'Segunda 13:00 - 15:00', 'Quarta 14:00 - 18:00'])

  await page.getByRole('button', { name: 'Editar Segunda 13:00 - 15:00' }).click()
  const dialog = page.getByRole('dialog', { name: 'Editar horário' })
  await dialog.getByRole('combobox', { name: 'Fim' }).click()
  await page.getByRole('option', { name: '17:00', exact: true }).click()
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Horário atualizado com sucesso!').last()).toBeVisible()
  await expect.poll(() => shownSlots(page)).toEqual(['Segunda 08:00 - 12:00', 'Segunda 13:00 - 17:00', 'Quarta 14:00 - 18:00'])

  await page.getByRole('button', { name: 'Excluir Quarta 14:00 - 18:00' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click()
  await expect(page.getByText('Horário deletado com sucesso!').last()).toBeVisible()
  await expect.poll(() => shownSlots(page)).toEqual(['Segunda 08:00 - 12:00', 'Segunda 13:00 - 17:00'])

  await page.getByRole('tab', { name: 'Indisponibilidade', exact: true }).click()
  await page.getByRole('link', { name: 'Nova indisponibilidade' }).click()
  const create = page.getByRole('button', { name: 'Criar indisponibilidade' })
  await expect(create).toBeDisabled()
  await page.getByRole('radio', { name: 'Férias' }).check()
  const start = brazilianDateIn(20)
  const end = brazilianDateIn(24)
  await page.getByRole('textbox', { name: 'Data de início' }).fill(start)
  await page.getByRole('textbox', { name: 'Data de início' }).press('Tab')
  await page.getByRole('textbox', { name: 'Data de fim' }).fill(end)
  await page.getByRole('textbox', { name: 'Data de fim' }).press('Tab')
  await page.getByRole('textbox', { name: 'Motivo' }).fill('Férias de fim de ano')
  await create.click()
  await expect(page.getByText('Indisponibilidade criada com sucesso!').last()).toBeVisible()
  await expect(page).toHaveURL(/\/profissional\/calendario\?aba=indisponibilidade$/)
  const period = page.getByTestId('unavailability')
  await expect(period).toHaveCount(1)
  await expect(period).toContainText('Férias')
  await expect(period).toContainText(`${start} a ${end}`)
  await expect(period).toContainText('Férias de fim de ano')
}

/** 'Copiar meu link' on the profile, returning what landed on the clipboard. */
export async function copyPersonalLink(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Perfil' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Atualizar Informações' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Copiar meu link' }).click()
  await expect(page.getByRole('tooltip', { name: 'Copiado' })).toBeVisible()
  return page.evaluate(() => navigator.clipboard.readText())
}
