import styled from 'styled-components'

/**
 * The captcha's answer field and its picture on one line where both fit, the picture under the field where
 * they do not (a phone): the picture keeps its own size, which people read (server/README.md, Captcha), and the
 * field keeps room for the widest answer. Children: the field first, then the CaptchaImage.
 */
export const CaptchaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  & > :first-child {
    flex: 1 1 9rem;
  }
`
