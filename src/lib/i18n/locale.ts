export type Locale = 'zh-CN' | 'en-US'

export const locales: readonly Locale[] = ['zh-CN', 'en-US']

/** A catalogue's shape without its literal texts: every locale fills the same keys with its own strings. */
export type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> }
