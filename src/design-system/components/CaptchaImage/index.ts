export { CaptchaImage, svgDataUrl, type CaptchaImageProps } from './CaptchaImage'
