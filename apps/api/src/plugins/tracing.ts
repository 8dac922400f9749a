import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Span } from '@opentelemetry/api'

/**
 * OpenTelemetry export, only when OTEL_EXPORTER_OTLP_ENDPOINT is set (off by default; decision 071): one
 * server span per request, sent in batches to `{endpoint}/v1/traces` (OTLP over HTTP). A `traceparent`
 * from the balancer makes it part of that trace. The span carries no personal data: the method, the
 * route's template (never the path or its query), the status and the request id — no address, no
 * header, no body.
 */
export default fp(async function tracing(app: FastifyInstance, options: { endpoint: string }) {
  // Loaded only when tracing is on: the OpenTelemetry packages cost every start a few hundred
  // milliseconds of CPU for nothing otherwise (decision 109).
  const [{ defaultTextMapGetter, ROOT_CONTEXT, SpanKind, SpanStatusCode }, { W3CTraceContextPropagator }, { OTLPTraceExporter }, { Resource }, { BasicTracerProvider, BatchSpanProcessor }] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/core'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-base'),
    ])
  const provider = new BasicTracerProvider({ resource: new Resource({ 'service.name': 'acolhe' }) })
  provider.addSpanProcessor(new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/$/, '')}/v1/traces` })))
  const tracer = provider.getTracer('acolhe')
  const propagator = new W3CTraceContextPropagator()
  const spans = new WeakMap<FastifyRequest, Span>()

  app.addHook('onRequest', async (request) => {
    const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter)
    const route = request.routeOptions.url ?? 'unmatched'
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'http.route': route, 'acolhe.request_id': request.id } },
      parent,
    )
    spans.set(request, span)
  })
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request)
    if (!span) return
    span.setAttribute('http.response.status_code', reply.statusCode)
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
    span.end()
  })
  // Sends what is still batched before the process ends.
  app.addHook('onClose', () => provider.shutdown())
})
