import styled from 'styled-components'
import { useDesignSystemStrings } from '../../provider'
import { Spinner } from '../Spinner'

export interface CaptchaImageProps {
  /** The captcha from the server: a PNG data URL, or (when getCode failed, spec §7) the markup it sent instead. */
  image: string
  /** Asks for a new captcha; called on click, Enter and Space. */
  onRefresh: () => void
  /** A new captcha is being fetched: shows a spinner and ignores presses. */
  loading?: boolean
  /**
   * Width of the frame in px. By default the server's picture (260 × 70) at its own size inside the 1 px border:
   * it was read by people at that size, and shrunk they misread more (server/README.md, Captcha). A narrower
   * container shrinks the frame to fit, keeping its proportions; `CaptchaRow` moves it under its answer field first.
   */
  width?: number
  /** Height of the frame in px (at its full width). */
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
  max-width: 100%;
  aspect-ratio: ${({ $width, $height }) => `${$width} / ${$height}`};
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

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/

/**
 * The <img> source of what the server sent: a PNG data URL as it is; anything else is markup (the failure
 * answer's), drawn as an SVG data URL. Never a URL to fetch, and never put into the DOM: an image cannot run
 * scripts or event handlers, so nothing needs sanitising.
 */
export function captchaImageSrc(image: string): string {
  return PNG_DATA_URL.test(image) ? image : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image)}`
}

/** The captcha image as a button: click, Enter or Space asks for a new one. */
export function CaptchaImage({
  image,
  onRefresh,
  loading = false,
  width = 262,
  height = 72,
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
      {image.trim() !== '' && <Image src={captchaImageSrc(image)} alt={strings.captchaAlt} draggable={false} />}
      {loading && (
        <Busy>
          <Spinner size="sm" decorative />
        </Busy>
      )}
    </Frame>
  )
}
