import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { controlHeight, duration, fontSize, fontWeight, lineHeight, palette, radius, shadow, space } from '../tokens'
import type { Theme, ThemeColors } from '../themes'
import { ThemePair, TokenName } from './ThemePair'

/**
 * The design tokens as designers pick them, drawn from `src/design-system/tokens` and the themes (never a
 * copy): a change to a token shows here at once. Each page shows the light and the dark theme side by side.
 */
const meta = {
  title: 'Design System/Foundations',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 12, margin: '6px 0' }
const entries = <T extends object>(object: T) => Object.entries(object) as [string, T[keyof T]][]

/** Colours by role: components name a role (`theme.colors.danger`), never a palette value. */
export const Colours: Story = {
  render: () => (
    <ThemePair>
      {(theme) =>
        entries(theme.colors).map(([role, value]) => (
          <div key={role} style={row}>
            <span
              aria-hidden="true"
              style={{
                width: 40,
                height: 24,
                background: value,
                border: `1px solid ${theme.colors.borderStrong}`,
                borderRadius: theme.radius.sm,
              }}
            />
            <TokenName theme={theme} name={role as keyof ThemeColors} value={value} />
          </div>
        ))
      }
    </ThemePair>
  ),
}

/** The raw palette the themes map to roles (for designers: screens never use it directly). */
export const Palette: Story = {
  render: () => (
    <ThemePair>
      {(theme) =>
        entries(palette).map(([hue, scale]) => (
          <div key={hue} style={row}>
            <span style={{ width: 56, fontFamily: theme.font.mono, fontSize: theme.fontSize.sm }}>{hue}</span>
            {([] as readonly string[]).concat(scale).map((value, step) => (
              <span
                key={value}
                title={`${hue}[${step}] ${value}`}
                aria-hidden="true"
                style={{ width: 28, height: 24, background: value, border: `1px solid ${theme.colors.border}` }}
              />
            ))}
          </div>
        ))
      }
    </ThemePair>
  ),
}

/** The spacing scale: every gap, padding and margin is one of these steps (`<Stack gap={2}>` = 8px). */
export const Spacing: Story = {
  render: () => (
    <ThemePair>
      {(theme) =>
        entries(space).map(([step, value]) => (
          <div key={step} style={row}>
            <span style={{ width: 90 }}>
              <TokenName theme={theme} name={`space[${step}]`} value={value} />
            </span>
            <span aria-hidden="true" style={{ width: value, height: 16, background: theme.colors.primary }} />
          </div>
        ))
      }
    </ThemePair>
  ),
}

const sample = (theme: Theme) =>
  theme.name === 'light' ? '数字藏品管理后台 Digital collectibles' : '积分查询失败，请重试 Query failed'

/** Type sizes, weights, line heights and the two font stacks (body and mono for account names and ids). */
export const Typography: Story = {
  render: () => (
    <ThemePair>
      {(theme) => (
        <>
          {entries(fontSize).map(([name, value]) => (
            <p key={name} style={{ fontSize: value, margin: '6px 0', lineHeight: lineHeight.normal }}>
              <TokenName theme={theme} name={`fontSize.${name}`} value={value} /> {sample(theme)}
            </p>
          ))}
          {entries(fontWeight).map(([name, value]) => (
            <p key={name} style={{ fontWeight: value, margin: '6px 0' }}>
              <TokenName theme={theme} name={`fontWeight.${name}`} value={value} /> 查询 Query
            </p>
          ))}
          {entries(lineHeight).map(([name, value]) => (
            <p key={name} style={{ lineHeight: value, margin: '6px 0', maxWidth: 320 }}>
              <TokenName theme={theme} name={`lineHeight.${name}`} value={value} />{' '}
              交易已发送上链，尚未完成索引，请稍后刷新查看
            </p>
          ))}
          <p style={{ fontFamily: theme.font.mono, margin: '6px 0' }}>font.mono: useralpha111 · 0x3f9a…c21e</p>
        </>
      )}
    </ThemePair>
  ),
}

/** Corner radii, and the control heights that make buttons, inputs and selects line up. */
export const RadiusAndControls: Story = {
  name: 'Radius and control heights',
  render: () => (
    <ThemePair>
      {(theme) => (
        <>
          {entries(radius).map(([name, value]) => (
            <div key={name} style={row}>
              <span
                aria-hidden="true"
                style={{
                  width: 64,
                  height: 40,
                  borderRadius: value,
                  background: theme.colors.primarySubtle,
                  border: `1px solid ${theme.colors.primary}`,
                }}
              />
              <TokenName theme={theme} name={`radius.${name}`} value={value} />
            </div>
          ))}
          {entries(controlHeight).map(([name, value]) => (
            <div key={name} style={row}>
              <span
                aria-hidden="true"
                style={{
                  width: 64,
                  height: value,
                  background: theme.colors.surfaceRaised,
                  border: `1px solid ${theme.colors.border}`,
                }}
              />
              <TokenName theme={theme} name={`controlHeight.${name}`} value={value} />
            </div>
          ))}
        </>
      )}
    </ThemePair>
  ),
}

/** Shadows: `sm` for cards, `md` for menus and popovers, `lg` for dialogs. */
export const Elevation: Story = {
  render: () => (
    <ThemePair>
      {(theme) => (
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', padding: 8 }}>
          {entries(shadow).map(([name, value]) => (
            <div
              key={name}
              style={{
                width: 120,
                height: 72,
                background: theme.colors.surfaceRaised,
                boxShadow: value,
                borderRadius: theme.radius.md,
                padding: 8,
              }}
            >
              <TokenName theme={theme} name={`shadow.${name}`} value="" />
            </div>
          ))}
        </div>
      )}
    </ThemePair>
  ),
}

/**
 * Motion: `fast` for hover and focus feedback, `normal` for things that open (menus, dialogs). Nothing moves
 * for longer, and the global style stops animation for people who ask for reduced motion.
 */
export const Motion: Story = {
  render: () => (
    <ThemePair>
      {(theme) =>
        entries(duration).map(([name, value]) => (
          <div key={name} style={row}>
            <TokenName theme={theme} name={`duration.${name}`} value={value} />
            <span style={{ color: theme.colors.textMuted }}>
              {name === 'fast' ? 'hover, focus, colour changes' : 'menus, dialogs, drawers opening'}
            </span>
          </div>
        ))
      }
    </ThemePair>
  ),
}
