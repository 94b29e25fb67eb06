import 'styled-components'
import type { Theme } from './themes'

declare module 'styled-components' {
  // The DefaultTheme is our Theme so every styled component gets typed tokens.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
