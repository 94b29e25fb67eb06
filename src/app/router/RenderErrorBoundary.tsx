import { Component, type ErrorInfo, type ReactElement, type ReactNode } from 'react'
import { useLocation } from 'react-router'

interface BoundaryProps {
  /** Shown instead of the children once one of them throws while rendering. */
  fallback: ReactElement
  /** A new value clears the failure: the user navigated away. */
  resetKey: string
  children: ReactNode
}

interface BoundaryState {
  failed: boolean
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false }

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true }
  }

  override componentDidUpdate(previousProps: BoundaryProps, previousState: BoundaryState) {
    // Only a failure that was already shown is cleared: a screen that fails on the very render that
    // navigated to it must keep its error page.
    if (previousState.failed && this.state.failed && previousProps.resetKey !== this.props.resetKey) {
      this.setState({ failed: false })
    }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The page shows no detail (it may carry data); the console keeps it for whoever debugs.
    console.error(error, info.componentStack)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/**
 * Shows `fallback` when a screen below fails to render (or its code fails to load), until the user
 * navigates elsewhere. The router's declarative mode has no errorElement; this is its stand-in.
 */
export function RenderErrorBoundary({ fallback, children }: { fallback: ReactElement; children: ReactNode }) {
  const { key } = useLocation()
  return (
    <Boundary fallback={fallback} resetKey={key}>
      {children}
    </Boundary>
  )
}
