import styled from 'styled-components'
import { useDesignSystemStrings } from '../../provider'
import { Spinner } from '../Spinner'

export interface CaptchaImageProps {
  /** The captcha as SVG markup from the server (or whatever markup it sent instead). */
  svg: string
  /** Asks for a new captcha; called on click, Enter and Space. */
  onRefresh: () => void
  /** A new captcha is being fetched: shows a spinner and ignores presses. */
  loading?: boolean
  /** Width of the image in px. */
  width?: number
  /** Height of the image in px; matches the inputs beside it by default. */
  height?: number
  /** Accessible name of the button; defaults to the locale's "click to refresh" (看不清？点击刷新验证码). */
  label?: string
  /** Class for layout by the parent. */
  className?: string
}

const Frame = styled.button<{ $width: number; $height: number }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $width }) => $width}px;
  height: ${({ $height }) => $height}px;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
`

const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.surface};
  opacity: 0.85;
`

/**
 * Server markup goes into an <img> as a data URL, never into the DOM: an image cannot run scripts or
 * event handlers, so nothing in the markup needs sanitising.
 */
export function svgDataUrl(markup: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
}

/** The captcha image as a button: click, Enter or Space asks for a new one. */
export function CaptchaImage({
  svg,
  onRefresh,
  loading = false,
  width = 120,
  height = 34,
  label,
  className,
}: CaptchaImageProps) {
  const strings = useDesignSystemStrings()
  const name = label ?? strings.captchaRefresh
  return (
    <Frame
      type="button"
      className={className}
      $width={width}
      $height={height}
      aria-label={name}
      title={name}
      aria-busy={loading || undefined}
      // Where a prerendered page shows the captcha before the console has loaded (src/app/early-captcha.ts).
      data-captcha=""
      onClick={() => {
        if (!loading) onRefresh()
      }}
    >
      {svg.trim() !== '' && <Image src={svgDataUrl(svg)} alt={strings.captchaAlt} draggable={false} />}
      {loading && (
        <Busy>
          <Spinner size="sm" decorative />
        </Busy>
      )}
    </Frame>
  )
}
