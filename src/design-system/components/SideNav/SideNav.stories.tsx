import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { SideNav, type SideNavEntry } from './SideNav'
import { CircleIcon, SquareIcon } from './nav-icons'
import { guidance } from './SideNav.guidance'

const menu: SideNavEntry[] = [
  { label: '首页', path: '/home', icon: <SquareIcon /> },
  { label: '藏品查询', path: '/collection-search', icon: <CircleIcon /> },
  { label: '721 藏品', path: '/digital-collection-721', icon: <SquareIcon /> },
  {
    label: '计费管理',
    icon: <CircleIcon />,
    children: [
      { label: '充值记录', path: '/charging/recharge-record' },
      { label: '充值', path: '/charging/recharge' },
      {
        label: '分配',
        children: [
          { label: '分配记录', path: '/charging/distribution-record' },
          { label: '分配', path: '/charging/distribution' },
        ],
      },
    ],
  },
  { label: '个人中心', path: '/personal-center', icon: <SquareIcon /> },
]

const meta = {
  title: 'Design System/SideNav',
  parameters: { guidance },
  component: SideNav,
  args: { items: menu, activePath: '/home', onNavigate: fn(), header: '数字藏品管理后台' },
  decorators: [
    (Story) => (
      <div style={{ height: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '菜单' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('button', { name: '计费管理' })).toHaveAttribute('aria-expanded', 'false')
  },
}

export const Playground: Story = {
  args: { collapsed: false, activePath: '/charging/recharge' },
}

/** The current page sits in a nested group: its groups start open. */
export const ActiveInGroup: Story = {
  args: { activePath: '/charging/distribution' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '计费管理' })).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('button', { name: '分配' })).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('link', { name: '分配' })).toHaveAttribute('aria-current', 'page')
  },
}

/** Arrows move between entries, ArrowRight opens a group and enters it, ArrowLeft returns and closes, Enter follows a link. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    const group = canvas.getByRole('button', { name: '计费管理' })
    await expect(group).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowRight}')
    const recharge = canvas.getByRole('link', { name: '充值记录' })
    await expect(recharge).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(group).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(group).toHaveAttribute('aria-expanded', 'false'))
    await userEvent.keyboard('{End}')
    const last = canvas.getByRole('link', { name: '个人中心' })
    await expect(last).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onNavigate).toHaveBeenCalledWith('/personal-center')
  },
}

/** Enter or Space on a group heading toggles it. */
export const ToggleGroup: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('button', { name: '计费管理' })
    group.focus()
    await userEvent.keyboard('{Enter}')
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('link', { name: '充值' })).toBeVisible()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(group).toHaveAttribute('aria-expanded', 'false'))
  },
}

/** Icons only; labels stay as accessible names and hover titles. */
export const Collapsed: Story = {
  args: { collapsed: true, header: 'DC' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '藏品查询' })).toHaveAttribute('title', '藏品查询')
  },
}

function RoutedSideNav() {
  const [path, setPath] = useState('/home')
  return <SideNav items={menu} activePath={path} onNavigate={setPath} header="数字藏品管理后台" />
}

/** Following an entry moves the active mark. */
export const Routed: Story = {
  render: () => <RoutedSideNav />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: '藏品查询' }))
    await expect(canvas.getByRole('link', { name: '藏品查询' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current')
  },
}

const englishMenu: SideNavEntry[] = [
  { label: 'Home', path: '/home', icon: <SquareIcon /> },
  { label: "Users' single-copy collectibles", path: '/user-collection-721', icon: <CircleIcon /> },
  {
    label: 'Billing and distribution of points',
    icon: <CircleIcon />,
    children: [{ label: 'Distribution records of billing points', path: '/charging/distribution-record' }],
  },
]

/**
 * English names longer than the menu: the product name and the entries are cut with an ellipsis, never
 * mid-word without a sign, and hovering one shows the whole text.
 */
export const LongEnglishLabels: Story = {
  globals: { locale: 'en-US' },
  args: {
    items: englishMenu,
    activePath: '/charging/distribution-record',
    header: 'Digital collection management back office',
  },
  play: async ({ canvas }) => {
    // Long names wrap onto a second line: shown whole, never cut.
    for (const text of [
      'Digital collection management back office',
      "Users' single-copy collectibles",
      'Billing and distribution of points',
      'Distribution records of billing points',
    ]) {
      const label = canvas.getByText(text)
      await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth)
      await expect(label.scrollHeight).toBeLessThanOrEqual(label.clientHeight)
    }
  },
}
