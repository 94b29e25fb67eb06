export { JsonView, type JsonViewProps } from './JsonView'
export { parseJsonValue, type JsonSource } from './parse-json-value'
