// H5_1 (and its themes): a top header (logo and language on one row, the account below; a member's
// header is a row taller) and a flat tab bar fixed at the bottom; the footer's groups fold.
import { Footer } from '../layout/footer.js';
import { FloatList } from '../layout/float-list.js';
import { HeaderActions } from '../layout/header-actions.js';
import { Logo } from '../layout/logo.js';
import { MobileNav } from '../layout/mobile-nav.js';
import { LanguageSwitcher } from '../locale/language-switcher.js';
import { MainContent } from './main-content.js';
import type { TemplateLayoutProps } from './types.js';

export function H5_1Layout({ parts, template, children }: TemplateLayoutProps) {
  return (
    <>
      {parts.header && (
        <header className="cr-shell-header cr-h5-1-header">
          <div className="cr-h5-1-header-top">
            <Logo />
            <LanguageSwitcher />
          </div>
          <div className="cr-shell-header-actions">
            <HeaderActions />
          </div>
        </header>
      )}
      {parts.content && <MainContent>{children}</MainContent>}
      {parts.content && <FloatList />}
      {parts.footer && <Footer collapsible />}
      {parts.navbar && <MobileNav template={template} variant="tabs" />}
    </>
  );
}
