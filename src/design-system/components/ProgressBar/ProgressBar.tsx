import styled, { css, keyframes } from 'styled-components'
import { Progress } from 'radix-ui'
import { useDesignSystemStrings } from '../../provider'

export type ProgressTone = 'default' | 'success' | 'danger'

export interface ProgressBarProps {
  /** Progress from 0 to `max`; leave out (or `null`) while the amount of work is unknown (indeterminate). */
  value?: number | null
  /** The value that means done. */
  max?: number
  /** Accessible name; defaults to the locale's "loading". */
  label?: string
  /** Show the percentage next to the bar (determinate only). */
  showValue?: boolean
  /** Colour: `success` when finished, `danger` when failed. */
  tone?: ProgressTone
  /** Thickness of the track in px. */
  thickness?: number
  /** Class for layout by the parent. */
  className?: string
}

const slide = keyframes`
  0% { transform: translateX(-100%); }
  100% { transform: translateX(250%); }
`

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`

const Track = styled(Progress.Root)<{ $thickness: number }>`
  position: relative;
  flex: 1;
  overflow: hidden;
  height: ${({ $thickness }) => $thickness}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.bgSubtle};
  /* The track's edge must stay visible against the surface (WCAG 1.4.11). */
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
`

const Indicator = styled(Progress.Indicator)<{ $tone: ProgressTone }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
  transition: width ${({ theme }) => theme.duration.normal} ease;
  &[data-state='indeterminate'] {
    width: 40%;
    ${css`
      animation: ${slide} 1.2s ease-in-out infinite;
    `}
  }
`

const Value = styled.span`
  flex: none;
  min-width: 3em;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
`

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), max)
}

/** A progress bar: determinate with `value`, indeterminate without. role=progressbar with aria-valuenow. */
export function ProgressBar({
  value = null,
  max = 100,
  label,
  showValue = false,
  tone = 'default',
  thickness = 8,
  className,
}: ProgressBarProps) {
  const strings = useDesignSystemStrings()
  const safeMax = max > 0 ? max : 100
  const current = value == null || Number.isNaN(value) ? null : clamp(value, safeMax)
  const percent = current == null ? null : Math.round((current / safeMax) * 100)
  return (
    <Row className={className}>
      <Track
        value={current}
        max={safeMax}
        aria-label={label ?? strings.loading}
        getValueLabel={(valueNow, maxValue) => `${Math.round((valueNow / maxValue) * 100)}%`}
        $thickness={thickness}
      >
        <Indicator $tone={tone} style={percent == null ? undefined : { width: `${percent}%` }} />
      </Track>
      {showValue && percent != null && <Value aria-hidden="true">{percent}%</Value>}
    </Row>
  )
}
