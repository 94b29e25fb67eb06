export { TopBar, type TopBarProps } from './TopBar'
export { TopBarInfo, type TopBarInfoProps } from './TopBarInfo'
