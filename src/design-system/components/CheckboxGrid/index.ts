export {
  CheckboxGrid,
  type CheckboxGridProps,
  type CheckboxGridAxisItem,
  type CheckboxGridColumnGroup,
} from './CheckboxGrid'
