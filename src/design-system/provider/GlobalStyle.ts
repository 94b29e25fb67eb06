import { createGlobalStyle } from 'styled-components'

/** Base element styles; everything else is styled inside its component. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { height: 100%; }
  /* Native controls (date pickers, select lists, scroll bars) follow the theme: readable in the dark one. */
  :root { color-scheme: ${({ theme }) => theme.name}; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }
  code, pre { overflow-wrap: anywhere; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  a:hover { color: ${({ theme }) => theme.colors.primaryHover}; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focusRing}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`
