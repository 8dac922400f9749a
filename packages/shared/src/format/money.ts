// Money is integer centavos end to end; this is the one way it is shown: 'R$ 1.234,56'.

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** 10550 → 'R$ 105,50' (with a plain space, so the text is the same in every font and PDF). */
export function formatBRL(cents: number): string {
  return brl.format(cents / 100).replace(/\s/g, ' ')
}
