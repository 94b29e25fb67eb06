export { Dialog, DialogClose, type DialogCloseProps, type DialogProps } from './Dialog'
export { preloadDialogs } from '../../internal/dialog-loader'
