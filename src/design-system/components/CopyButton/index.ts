export { CopyButton, type CopyButtonProps } from './CopyButton'
export { copyText } from './copy-text'
