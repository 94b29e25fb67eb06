export { Dialog, DialogClose, type DialogCloseProps, type DialogProps } from './Dialog'
