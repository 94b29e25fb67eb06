import styled from 'styled-components'

// The look AddressText and AccountName share: one module, so an account name is the same text wherever it is.

export const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  vertical-align: middle;
`

// Shown whole (a 64-character hash), it wraps inside its box rather than running past it.
export const Text = styled.span`
  min-width: 0;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.95em;
  white-space: nowrap;
  &[data-whole] {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`
