export { FormLayout, type FormLayoutProps } from './FormLayout'
