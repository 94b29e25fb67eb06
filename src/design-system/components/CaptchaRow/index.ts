export { CaptchaRow } from './CaptchaRow'
