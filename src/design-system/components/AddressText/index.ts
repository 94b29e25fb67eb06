export { AccountName, type AccountNameProps } from './AccountName'
export { AddressText, type AddressTextProps } from './AddressText'
export { truncateMiddle, type TruncateOptions } from './truncate-middle'
