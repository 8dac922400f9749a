// Every FAQ change invalidates the list (related lists refresh after a change).
export const faqQueryKeys = {
  all: ['admin-faq'] as const,
  page: (page: number, limit: number) => ['admin-faq', 'list', page, limit] as const,
}
