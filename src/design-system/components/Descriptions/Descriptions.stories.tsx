import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AddressText } from '../AddressText'
import { DateTime } from '../DateTime'
import { Tag } from '../Tag'
import { Descriptions, type DescriptionsItem } from './Descriptions'
import { guidance } from './Descriptions.guidance'

const collectible: DescriptionsItem[] = [
  { label: '藏品编号', value: '1024' },
  { label: '链账户地址', value: <AddressText value="platform1234" /> },
  { label: '藏品类型', value: <Tag tone="info">单版本</Tag> },
  { label: '发行量', value: '1' },
  { label: '目标链类型', value: 'EOS' },
  { label: '创建时间', value: <DateTime value="2024-03-09 17:45:01" /> },
  { label: '资源标识', value: 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi', span: 3 },
  { label: '描述', value: '', span: 3 },
]

const meta = {
  title: 'Design System/Descriptions',
  parameters: { guidance },
  component: Descriptions,
  args: { items: collectible },
  argTypes: {
    columns: { control: 'inline-radio', options: [1, 2, 3, 4] },
    layout: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
} satisfies Meta<typeof Descriptions>

export default meta
type Story = StoryObj<typeof meta>

/** The details page of a collectible. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('藏品编号')).toBeVisible()
    await expect(canvas.getByText('1024')).toBeVisible()
    await expect(canvas.getByText('-')).toBeVisible()
  },
}

export const Playground: Story = {
  args: { columns: 3, layout: 'horizontal', emptyText: '-' },
}

export const TwoColumns: Story = {
  args: { columns: 2 },
}

export const Vertical: Story = {
  args: { layout: 'vertical', columns: 4 },
}

/** In a narrow container the grid drops to one column. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const first = canvas.getByText('藏品编号').parentElement
    const second = canvas.getByText('链账户地址').parentElement
    await expect(first?.getBoundingClientRect().left).toBe(second?.getBoundingClientRect().left)
  },
}

/** Each label is followed by the locale's colon: full-width in Chinese, `: ` in English. */
export const LabelColons: Story = {
  args: { items: collectible.slice(0, 2), columns: 2 },
  play: async ({ canvas }) => {
    const term = canvas.getByText('藏品编号')
    await expect(getComputedStyle(term, '::after').content).toBe('"："')
  },
}

export const EnglishLabelColons: Story = {
  globals: { locale: 'en-US' },
  args: {
    items: [
      { label: 'Collectible number', value: '1024' },
      { label: 'Chain account', value: <AddressText value="platform1234" /> },
    ],
    columns: 2,
  },
  play: async ({ canvas }) => {
    const term = canvas.getByText('Collectible number')
    await expect(getComputedStyle(term, '::after').content).toBe('": "')
  },
}
