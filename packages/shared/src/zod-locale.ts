import { z } from 'zod'

/**
 * Every zod message a schema does not word itself comes out in Brazilian Portuguese ('Entrada
 * inválida…', 'Chave inválida…'), so no English default can reach a user. Called once by each app.
 */
export function applyBrazilianZodMessages(): void {
  z.config(z.locales.ptBR())
}
