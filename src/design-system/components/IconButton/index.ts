export { IconButton, type IconButtonProps, type IconButtonVariant } from './IconButton'
