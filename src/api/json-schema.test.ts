import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { endpointList } from './endpoints'

// The API server publishes these schemas as its OpenAPI document: each must convert to JSON Schema.
describe('endpoint schemas as JSON Schema', () => {
  it.each(endpointList.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s converts (request as input, response as output)',
    (_id, endpoint) => {
      expect(() => z.toJSONSchema(endpoint.request, { io: 'input' })).not.toThrow()
      expect(() => z.toJSONSchema(endpoint.response, { io: 'output' })).not.toThrow()
    },
  )
})
