// Names that only assistive technology reads: controls drawn as icons.
export const uiA11yTexts = {
  paginationFirst: 'Primeira página',
  paginationPrevious: 'Página anterior',
  paginationNext: 'Próxima página',
  paginationLast: 'Última página',
  closeNotification: 'Fechar aviso',
} as const
