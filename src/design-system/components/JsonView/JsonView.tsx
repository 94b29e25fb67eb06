import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react'
import styled from 'styled-components'
import { useDesignSystemStrings } from '../../provider'
import { CopyButton } from '../CopyButton'
import { parseJsonValue } from './parse-json-value'

export interface JsonViewProps {
  /** Raw JSON text (parsed; invalid text is shown as written) or any JSON-compatible value. */
  value: unknown
  /** Objects and arrays this deep or deeper start collapsed (0 collapses the root); all open when left out. */
  collapseDepth?: number
  /** Show a button that copies the raw text (复制原始数据). */
  copyable?: boolean
  /** Limit the height and scroll inside, any CSS length. */
  maxHeight?: string
  /** Accessible name of the scrolling region (with `maxHeight`); defaults to "JSON". */
  label?: string
  /** Class for layout by the parent. */
  className?: string
}

type Container = Record<string, unknown> | unknown[]

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null
}

function entriesOf(value: Container): [string, unknown][] {
  return Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value)
}

const Frame = styled.div`
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.bgSubtle};
`

const Toolbar = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[1]};
  right: ${({ theme }) => theme.space[2]};
  z-index: 1;
`

const Code = styled.div<{ $maxHeight: string | undefined }>`
  max-height: ${({ $maxHeight }) => $maxHeight ?? 'none'};
  overflow-y: ${({ $maxHeight }) => ($maxHeight ? 'auto' : 'visible')};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  padding-right: ${({ theme }) => theme.space[12]};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`

const Line = styled.div<{ $depth: number }>`
  padding-left: ${({ $depth }) => $depth * 2}ch;
`

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2ch;
  margin-left: -2ch;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  svg {
    transition: transform ${({ theme }) => theme.duration.fast};
  }
  &[aria-expanded='false'] svg {
    transform: rotate(-90deg);
  }
`

const Key = styled.span`
  color: ${({ theme }) => theme.colors.primary};
`
const Str = styled.span`
  color: ${({ theme }) => theme.colors.success};
`
const Num = styled.span`
  color: ${({ theme }) => theme.colors.info};
`
const Literal = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`
const Punct = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.font.body};
  color: ${({ theme }) => theme.colors.textMuted};
`

function Caret() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  )
}

function Primitive({ value }: { value: unknown }): ReactNode {
  if (typeof value === 'string') return <Str>{JSON.stringify(value)}</Str>
  if (typeof value === 'number') return <Num>{String(value)}</Num>
  if (typeof value === 'boolean' || value === null) return <Literal>{String(value)}</Literal>
  // Not JSON (a function, a symbol, a bigint): say what it is rather than hide it.
  return <Literal>{typeof value === 'bigint' ? `${value.toString()}n` : String(value)}</Literal>
}

interface NodeProps {
  name: string | null
  value: unknown
  depth: number
  path: string
  trailingComma: boolean
  collapseDepth: number
  itemsLabel: (count: number) => string
}

function KeyPrefix({ name }: { name: string | null }) {
  if (name == null) return null
  return (
    <>
      <Key>{JSON.stringify(name)}</Key>
      <Punct>: </Punct>
    </>
  )
}

function JsonNode({ name, value, depth, path, trailingComma, collapseDepth, itemsLabel }: NodeProps) {
  const [open, setOpen] = useState(depth < collapseDepth)
  const comma = trailingComma ? <Punct>,</Punct> : null
  if (!isContainer(value)) {
    return (
      <Line $depth={depth}>
        <KeyPrefix name={name} />
        <Primitive value={value} />
        {comma}
      </Line>
    )
  }
  const isArray = Array.isArray(value)
  const [opening, closing] = isArray ? ['[', ']'] : ['{', '}']
  const entries = entriesOf(value)
  if (entries.length === 0) {
    return (
      <Line $depth={depth}>
        <KeyPrefix name={name} />
        <Punct>
          {opening}
          {closing}
        </Punct>
        {comma}
      </Line>
    )
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowRight' && !open) {
      event.preventDefault()
      setOpen(true)
    } else if (event.key === 'ArrowLeft' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }

  return (
    <>
      <Line $depth={depth}>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-label={path === '' ? 'JSON' : path}
          onClick={() => setOpen((current) => !current)}
          onKeyDown={handleKeyDown}
        >
          <Caret />
        </Toggle>
        <KeyPrefix name={name} />
        <Punct>{opening}</Punct>
        {!open && (
          <>
            <Punct>…{closing}</Punct>
            {comma}
            <Punct> {itemsLabel(entries.length)}</Punct>
          </>
        )}
      </Line>
      {open &&
        entries.map(([key, child], index) => (
          <JsonNode
            key={key}
            name={isArray ? null : key}
            value={child}
            depth={depth + 1}
            path={isArray ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`}
            trailingComma={index < entries.length - 1}
            collapseDepth={collapseDepth}
            itemsLabel={itemsLabel}
          />
        ))}
      {open && (
        <Line $depth={depth}>
          <Punct>{closing}</Punct>
          {comma}
        </Line>
      )}
    </>
  )
}

/**
 * JSON pretty-printed, with objects and arrays that fold: click, Enter or Space on a caret toggles it,
 * ArrowRight opens, ArrowLeft closes. Invalid JSON text is shown as written. Copy copies the raw text.
 */
export function JsonView({
  value,
  collapseDepth = Number.POSITIVE_INFINITY,
  copyable = true,
  maxHeight,
  label,
  className,
}: JsonViewProps) {
  const strings = useDesignSystemStrings()
  const source = useMemo(() => parseJsonValue(value), [value])
  const scrolls = maxHeight != null
  return (
    <Frame className={className}>
      {copyable && (
        <Toolbar>
          <CopyButton text={source.raw} label={strings.copyRaw} iconOnly />
        </Toolbar>
      )}
      <Code
        $maxHeight={maxHeight}
        // A scrolling box must be reachable by keyboard, and a focusable box needs a name.
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? (label ?? 'JSON') : undefined}
        data-json-state={source.kind}
      >
        {source.kind === 'invalid' ? (
          <>
            <Notice>{strings.jsonInvalid}</Notice>
            {source.raw}
          </>
        ) : (
          <JsonNode
            name={null}
            value={source.value}
            depth={0}
            path=""
            trailingComma={false}
            collapseDepth={collapseDepth}
            itemsLabel={strings.jsonItems}
          />
        )}
      </Code>
    </Frame>
  )
}
