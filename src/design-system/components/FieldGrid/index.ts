export { FieldGrid, type FieldGridProps } from './FieldGrid'
