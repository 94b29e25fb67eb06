export {
  createApiClient,
  API_BASE,
  API_TIMEOUT_MS,
  TIMEOUT_MESSAGE,
  SERVICE_ERROR_MESSAGE,
  SILENT_MESSAGES,
  type ApiClient,
  type ApiClientOptions,
} from './create-api-client'
export { callApi, setApiErrorNotifier, setUnauthorizedHandler } from './default-client'
export { ApiError, ApiSchemaError } from './errors'
export { createQueryClient } from './query-client'
