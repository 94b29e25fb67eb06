export { Alert, type AlertProps, type AlertType } from './Alert'
