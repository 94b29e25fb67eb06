/** The dialogs' Radix parts, loaded together on demand (dialog-loader.tsx). */
export { DialogBody } from '../components/Dialog/DialogBody'
export { ConfirmDialogBody } from '../components/ConfirmDialog/ConfirmDialogBody'
