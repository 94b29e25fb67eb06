import type { RequestHandler } from 'msw'

/** Every mock handler, grouped by area. Filled by the API-schema work (issue 3). */
export const handlers: RequestHandler[] = []
