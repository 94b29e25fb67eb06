export { CAPTCHA_ALPHABET, GLYPHS, type Point, type Stroke } from './glyphs'
export { CAPTCHA_STYLE, captchaStrokes, drawCaptcha, type IndexedImage } from './draw'
export { encodePng, pngDataUrl, storedZlib, PNG_DATA_URL_PREFIX, type Zlib } from './png'
export { drawPolyline, emptyCoverage, type Coverage, type Random } from './raster'
