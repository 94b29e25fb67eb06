import * as z from 'zod/mini'
import { endpointList, endpointUrl, type AnyEndpoint } from '@/api/endpoints'

type JsonSchema = Record<string, unknown>

function envelopeOf(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['error_code', 'data', 'message'],
    properties: { error_code: { type: 'integer', const: 0 }, data, message: { type: 'string' } },
  }
}

function withoutMeta(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, ...rest } = schema
  return rest
}

function operation(endpoint: AnyEndpoint): JsonSchema {
  const request = withoutMeta(z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }))
  const response = withoutMeta(z.toJSONSchema(endpoint.response, { io: 'output', unrepresentable: 'any' }))
  const properties = (request.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((request.required ?? []) as string[])
  const roles = endpoint.roles ? ` Roles: ${endpoint.roles.join(', ')}.` : ''
  return {
    operationId: endpoint.id,
    tags: [endpoint.group],
    summary: endpoint.id,
    description: `${endpoint.public ? 'Public.' : 'Needs a session (Authorization header).'}${roles}`,
    ...(endpoint.public ? {} : { security: [{ session: [] }] }),
    ...(endpoint.input === 'query'
      ? {
          parameters: Object.entries(properties).map(([name, schema]) => ({
            name,
            in: 'query',
            required: required.has(name),
            schema,
          })),
        }
      : { requestBody: { required: true, content: { 'application/json': { schema: request } } } }),
    responses: {
      '200': {
        description: endpoint.envelope === false ? 'The document' : 'Success envelope (error_code 0)',
        content: { 'application/json': { schema: endpoint.envelope === false ? response : envelopeOf(response) } },
      },
      '400': { description: 'Input refused: `{ error_code: 400, data: null, message }`' },
      ...(endpoint.public ? {} : { '401': { description: 'No or expired session' } }),
      ...(endpoint.roles ? { '403': { description: 'The session role may not call this' } } : {}),
    },
  }
}

/** The OpenAPI 3.1 document of every registry endpoint, generated from the same zod schemas the server runs. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const endpoint of endpointList) {
    const url = endpointUrl(endpoint)
    paths[url] = { ...paths[url], [endpoint.method.toLowerCase()]: operation(endpoint) }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'DDC console API', version: '1.0.0' },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    paths,
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** The reference page: plain HTML rendered on the server, no script, so it lives under the strict CSP. */
export function referencePage(): string {
  const document = openApiDocument()
  const paths = document.paths as Record<string, Record<string, JsonSchema>>
  const sections = Object.entries(paths)
    .flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const schema = JSON.stringify(op.parameters ?? op.requestBody ?? {}, null, 2)
        const answer = JSON.stringify(op.responses, null, 2)
        return `<section id="${escapeHtml(String(op.operationId))}"><h2><code>${method.toUpperCase()} ${escapeHtml(url)}</code></h2>
<p>${escapeHtml(String(op.operationId))} — ${escapeHtml(String(op.description))}</p>
<details><summary>Request</summary><pre>${escapeHtml(schema)}</pre></details>
<details><summary>Responses</summary><pre>${escapeHtml(answer)}</pre></details></section>`
      }),
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DDC console API reference</title>
<link rel="stylesheet" href="/api/docs/reference.css"></head><body><main><h1>DDC console API</h1>
<p>Every endpoint of the registry (<code>src/api/endpoints.ts</code>). Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a>.</p>
${sections}</main></body></html>`
}

export const referenceCss = `body{font:14px/1.5 system-ui,sans-serif;margin:0;background:#f7f8fa;color:#1d2430}
main{max-width:960px;margin:0 auto;padding:24px}section{background:#fff;border:1px solid #dde2ea;border-radius:6px;padding:8px 16px;margin:12px 0}
h2{font-size:15px}pre{overflow:auto;background:#f3f5f8;padding:8px}`
