import type { HTMLAttributes } from 'react'
import styled, { css, keyframes } from 'styled-components'
import { VisuallyHidden } from 'radix-ui'
import { useDesignSystemStrings } from '../../provider'

export type SkeletonVariant = 'lines' | 'block'

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** `lines` for text being loaded, `block` for an image, chart or card. */
  variant?: SkeletonVariant
  /** Number of text lines (variant `lines`); the last one is shorter, as paragraphs end. */
  lines?: number
  /** Height of the block (variant `block`), any CSS length. */
  height?: string
  /** Width of the block or of every line, any CSS length. */
  width?: string
  /** Pulse while loading; off for reduced motion is handled globally. */
  animated?: boolean
  /** Text read by screen readers; defaults to the locale's "loading". */
  label?: string
}

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.45; }
  100% { opacity: 1; }
`

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
`

const Bar = styled.span<{ $animated: boolean; $width: string; $height: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.skeleton};
  ${({ $animated }) =>
    $animated &&
    css`
      animation: ${pulse} 1.6s ease-in-out infinite;
    `}
`

/** A placeholder in the shape of content that is loading; announces "loading" once. */
export function Skeleton({
  variant = 'lines',
  lines = 3,
  height = '120px',
  width = '100%',
  animated = true,
  label,
  ...rest
}: SkeletonProps) {
  const strings = useDesignSystemStrings()
  const lineCount = Math.max(1, Math.floor(lines))
  return (
    <Root role="status" aria-busy="true" data-variant={variant} {...rest}>
      <VisuallyHidden.Root>{label ?? strings.loading}</VisuallyHidden.Root>
      {variant === 'block' ? (
        <Bar aria-hidden="true" data-skeleton-part="" $animated={animated} $width={width} $height={height} />
      ) : (
        Array.from({ length: lineCount }, (_, index) => (
          <Bar
            key={index}
            aria-hidden="true"
            data-skeleton-part=""
            $animated={animated}
            $width={lineCount > 1 && index === lineCount - 1 ? '60%' : width}
            $height="14px"
          />
        ))
      )}
    </Root>
  )
}
