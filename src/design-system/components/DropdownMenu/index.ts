export {
  DropdownMenu,
  type DropdownMenuAction,
  type DropdownMenuEntry,
  type DropdownMenuProps,
  type DropdownMenuSeparator,
} from './DropdownMenu'
