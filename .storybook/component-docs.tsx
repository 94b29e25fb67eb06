import type { ReactNode } from 'react'
import {
  Controls,
  Description,
  Heading,
  Primary,
  Stories,
  Subheading,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks'
import type { ComponentGuidance } from '../src/design-system/docs/guidance'

/** Inline `code` in guidance text. */
function Text({ children }: { children: string }) {
  return <>{children.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <Text>{item}</Text>
        </li>
      ))}
    </ul>
  )
}

const box = (colour: string) => ({ borderLeft: `4px solid ${colour}`, paddingLeft: 12, margin: '8px 0' })

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Subheading>{title}</Subheading>
      {children}
    </>
  )
}

function Guidance({ guidance }: { guidance: ComponentGuidance }) {
  return (
    <>
      <Heading>Usage</Heading>
      <p>
        <Text>{guidance.summary}</Text>
      </p>
      <Section title="When to use">
        <List items={guidance.use} />
      </Section>
      <Section title="When not to use">
        <List items={guidance.avoid} />
      </Section>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 16 }}>
        <div style={box('#1f9d55')}>
          <Subheading>Do</Subheading>
          <List items={guidance.do} />
        </div>
        <div style={box('#d93636')}>
          <Subheading>Don’t</Subheading>
          <List items={guidance.dont} />
        </div>
      </div>
      <Section title="States">
        <List items={guidance.states} />
      </Section>
      <Section title="Keyboard">
        {guidance.keyboard.length === 0 ? (
          <p>Takes no focus of its own; the controls inside it follow their own keyboard rules.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Does</th>
              </tr>
            </thead>
            <tbody>
              {guidance.keyboard.map(([key, effect]) => (
                <tr key={key}>
                  <td>
                    <kbd>{key}</kbd>
                  </td>
                  <td>
                    <Text>{effect}</Text>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
      <Section title="Accessibility">
        <List items={guidance.accessibility} />
      </Section>
    </>
  )
}

/**
 * The docs page of every story file: Storybook's usual page (title, description, first story, props, stories)
 * with, for a design-system component, its usage guidance (`parameters.guidance`) before the first story.
 */
export function ComponentDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta'])
  const guidance = preparedMeta.parameters.guidance as ComponentGuidance | undefined
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      {guidance && <Guidance guidance={guidance} />}
      <Primary />
      <Controls />
      <Stories />
    </>
  )
}
