export { DateInput, preloadDateInput, type DateInputProps } from './DateInput'
export { datePattern, formatDateValue, isApiDate } from '../../internal/date-text'
