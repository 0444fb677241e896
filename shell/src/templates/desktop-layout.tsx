// 'pc': one header bar (logo, the site's sections, language, account), the page, the floating
// side buttons on the right edge, and the footer's link groups in columns.
import { Footer } from '../layout/footer.js';
import { FloatList } from '../layout/float-list.js';
import { HeaderActions } from '../layout/header-actions.js';
import { Logo } from '../layout/logo.js';
import { SiteNav } from '../layout/site-nav.js';
import { LanguageSwitcher } from '../locale/language-switcher.js';
import { MainContent } from './main-content.js';
import type { TemplateLayoutProps } from './types.js';

export function DesktopLayout({ parts, children }: TemplateLayoutProps) {
  return (
    <>
      {parts.header && (
        <header className="cr-shell-header cr-pc-header">
          <div className="cr-pc-header-inner">
            <Logo />
            <SiteNav className="cr-pc-site-nav" />
            <div className="cr-shell-header-actions">
              <LanguageSwitcher />
              <HeaderActions />
            </div>
          </div>
        </header>
      )}
      {parts.content && <MainContent>{children}</MainContent>}
      {parts.content && <FloatList />}
      {parts.footer && <Footer />}
    </>
  );
}
