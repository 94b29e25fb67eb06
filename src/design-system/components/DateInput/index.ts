export { DateInput, type DateInputProps } from './DateInput'
export { datePattern, formatDateValue, isApiDate } from './date-format'
