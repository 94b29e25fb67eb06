import underPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'
import { apiErrorCodes, errorEnvelope } from '@/api/envelope'
import type { OpsConfig } from '../config'
import type { Metrics } from './metrics'

export const OVERLOADED_MESSAGE = '服务繁忙，请稍后再试'

/**
 * Under overload (the event loop's mean delay, or its busy share, past the thresholds) every request is
 * answered at once with 503, `Retry-After` and the error envelope, before any database work, instead of
 * queueing until all of them time out. Routes whose config sets `pressureHandler: () => undefined` (liveness,
 * metrics) are answered as usual. Both thresholds 0: nothing is measured.
 */
export async function registerLoadShedding(fastify: FastifyInstance, ops: OpsConfig, metrics: Metrics): Promise<void> {
  if (ops.shedMaxEventLoopDelayMs === 0 && ops.shedMaxEventLoopUtilization === 0) return
  await fastify.register(underPressure, {
    maxEventLoopDelay: ops.shedMaxEventLoopDelayMs,
    maxEventLoopUtilization: ops.shedMaxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    sampleInterval: ops.shedSampleIntervalMs,
    retryAfter: ops.shedRetryAfterSeconds,
    pressureHandler: (_request, reply, type) => {
      metrics.loadShed.inc({ cause: type })
      // Sent here: the request goes no further (Fastify stops once a hook has answered).
      void reply
        .status(503)
        .header('retry-after', String(ops.shedRetryAfterSeconds))
        .header('cache-control', 'no-store')
        .send(errorEnvelope(apiErrorCodes.overloaded, OVERLOADED_MESSAGE))
    },
  })
}
