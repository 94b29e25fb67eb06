export { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, GLYPHS, type Point, type Stroke } from './glyphs'
export {
  CAPTCHA_STYLE,
  PLAIN_STYLE,
  WIDE_GLYPHS,
  WIDE_GLYPH_WIDTH,
  captchaStrokes,
  drawCaptcha,
  type CaptchaStyle,
  type IndexedImage,
} from './draw'
export { encodePng, pngDataUrl, storedZlib, PNG_DATA_URL_PREFIX, type Zlib } from './png'
export { drawPolyline, emptyCoverage, type Coverage, type Random } from './raster'
export type { FollowingWave, SheetBend } from './sheet'
