export { DateTime, type DateTimeProps } from './DateTime'
export { formatDateTime, parseDateTime, type DateTimeInput } from './format-date-time'
