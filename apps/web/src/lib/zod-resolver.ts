import { zodResolver as hookFormZodResolver } from '@hookform/resolvers/zod'
import { applyBrazilianZodMessages } from '@acolhe/shared/zod-locale'

// Every form of the web app validates through this resolver, so zod's own messages are set to Portuguese
// by the first screen that has a form, not by the app's start: the app's start no longer loads zod at all
// (decision 107). `zod-resolver.test.ts` keeps the forms on this import.
applyBrazilianZodMessages()

export const zodResolver = hookFormZodResolver
