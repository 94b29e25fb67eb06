export { Tag, type TagProps } from './Tag'
export { tones, type Tone } from './tones'
