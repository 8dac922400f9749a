import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { processorListSchema } from '@acolhe/shared/api/processors'
import { processorsOf } from './processor-registry'

/** GET /processors: the public list of processors, read from this instance's configuration (decision 098). */
export const processorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.deps.config
  app.get(
    '/processors',
    { schema: { tags: ['privacidade'], summary: 'Operadores de dados pessoais desta instalação', response: { 200: processorListSchema } } },
    () => ({ processors: processorsOf(config) }),
  )
}
