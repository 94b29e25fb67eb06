export { CenteredLayout, type CenteredLayoutProps } from './CenteredLayout'
