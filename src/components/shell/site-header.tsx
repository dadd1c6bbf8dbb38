import styled from '@emotion/styled';
import { theme } from '../../theme';
import { Header } from './header';
import type { HeaderProps } from './header-props';
import { MobileHeader } from './mobile-header';

const { colors, mq, zIndices } = theme;

const Banner = styled.header`
  position: relative;
  z-index: ${zIndices.header};
  border-bottom: 1px solid ${colors.border};
  background: ${colors.surface};
  box-shadow: 0 1px 3px rgba(16, 30, 60, 0.06);
  ${mq.mobile} {
    position: sticky;
    top: 0;
  }
`;

/** Both layouts are in the HTML; CSS alone picks one, so the static page is right at any width. */
const DesktopOnly = styled.div`
  ${mq.mobile} {
    display: none;
  }
`;

const MobileOnly = styled.div`
  display: none;
  ${mq.mobile} {
    display: block;
  }
`;

/** The page banner: desktop header above 700 px, mobile header at or below. */
export function SiteHeader(props: HeaderProps) {
  return (
    <Banner>
      <DesktopOnly>
        <Header {...props} />
      </DesktopOnly>
      <MobileOnly>
        <MobileHeader {...props} />
      </MobileOnly>
    </Banner>
  );
}
