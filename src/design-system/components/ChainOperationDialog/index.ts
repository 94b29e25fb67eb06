export {
  ChainOperationDialog,
  type ChainOperationDialogLabels,
  type ChainOperationDialogProps,
  type ChainOperationFee,
  type ChainOperationStep,
} from './ChainOperationDialog'
