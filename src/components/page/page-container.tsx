import styled from '@emotion/styled';
import { mq, theme } from '../../theme';

/** Centred content column used by every page body. */
export const PageContainer = styled.div`
  max-width: ${theme.layout.contentWidth};
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.layout.gutter} ${theme.space.xxl};
  ${mq.mobile} {
    padding: ${theme.space.lg} ${theme.layout.gutterMobile} ${theme.space.xl};
  }
`;

export const PageTitle = styled.h1`
  font-size: ${theme.fontSizes.display};
  line-height: 1.2;
  color: ${theme.colors.text};
  margin: 0 0 ${theme.space.md};
  ${mq.mobile} {
    font-size: ${theme.fontSizes.xxl};
  }
`;

export const Lead = styled.p`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
  max-width: 60ch;
  margin: 0 0 ${theme.space.xl};
`;
