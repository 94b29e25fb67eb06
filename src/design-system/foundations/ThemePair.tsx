import type { CSSProperties, ReactNode } from 'react'
import { themes, type Theme } from '../themes'

const pair: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))', gap: 16 }

/** A foundations page's content drawn once per theme, side by side, each on its own theme's background. */
export function ThemePair({ children }: { children: (theme: Theme) => ReactNode }) {
  return (
    <div style={pair}>
      {Object.values(themes).map((theme) => (
        <section
          key={theme.name}
          aria-label={`${theme.name} theme`}
          style={{
            background: theme.colors.bg,
            color: theme.colors.text,
            colorScheme: theme.name,
            fontFamily: theme.font.body,
            fontSize: theme.fontSize.md,
            padding: theme.space[4],
            borderRadius: theme.radius.lg,
            border: `1px solid ${theme.colors.border}`,
          }}
        >
          <h2 style={{ margin: `0 0 ${theme.space[3]}`, fontSize: theme.fontSize.lg }}>
            {theme.name === 'light' ? 'Light' : 'Dark'}
          </h2>
          {children(theme)}
        </section>
      ))}
    </div>
  )
}

/** A token's name and value, in the mono font. */
export function TokenName({ theme, name, value }: { theme: Theme; name: string; value: string | number }) {
  return (
    <span style={{ fontFamily: theme.font.mono, fontSize: theme.fontSize.sm }}>
      {name} <span style={{ color: theme.colors.textMuted }}>{String(value)}</span>
    </span>
  )
}
