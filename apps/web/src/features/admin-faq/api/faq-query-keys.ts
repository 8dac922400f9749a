// Every FAQ change invalidates the list (spec 02 §7: related lists refresh).
export const faqQueryKeys = {
  all: ['admin-faq'] as const,
  page: (page: number, limit: number) => ['admin-faq', 'list', page, limit] as const,
}
