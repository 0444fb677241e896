// The page frame: banner, main (the routes), the mf-auth login modal mounted once when
// mf-auth is enabled, and the footer. Guards, SEO and the mobile/desktop split are issue 3.
import type { ReactNode } from 'react';
import { useServices } from '../app/services-context.js';
import { MemberChannel } from '../realtime/MemberChannel.js';
import { RemoteParcel } from '../remotes/RemoteParcel.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';

export function ShellLayout({ children }: { children: ReactNode }) {
  const { registry } = useServices();
  return (
    <div className="cr-shell">
      <Header />
      <main className="cr-shell-main">{children}</main>
      {registry.isEnabled('mf-auth') && <RemoteParcel module="mf-auth" expose="login-modal" basePath="/" loading={null} />}
      <Footer />
      <MemberChannel />
    </div>
  );
}
