export { DateInput, type DateInputProps } from './DateInput'
export { datePattern, formatDateValue, isApiDate, parseDateText } from './date-format'
