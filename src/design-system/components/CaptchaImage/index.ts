export { CaptchaImage, captchaImageSrc, type CaptchaImageProps } from './CaptchaImage'
