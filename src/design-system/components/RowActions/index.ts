export { RowAction, RowActions, type RowActionProps, type RowActionTone, type RowActionsProps } from './RowActions'
