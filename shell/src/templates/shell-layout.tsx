// The page frame: the skip link, then the template's layout (desktop 'pc', or the site's mobile
// template: H5_1, H5_2 or one of their themes) around the routes, the mf-auth login modal mounted
// once when mf-auth is enabled and a visitor first reaches for it (login-modal-gate), mf-member-center's member-services parcel while a member is logged
// in (the unread-letter count, the forced password change), mf-promotions' site-promotions parcel
// for everyone (the pop-up bulletin, a member's red envelope), and the member's channel. Also keeps the ui store's isDesktop
// (width and DESKTOP_LOCK) and puts the layout class and palette on the root element.
import { useStore } from '@croupier/shared';
import { useLayoutEffect, type ReactNode } from 'react';
import { watchUnreadLetters } from '../layout/unread-letters.js';
import { useServices } from '../services/services-context.js';
import { MemberChannel } from '../realtime/member-channel.js';
import { RemoteParcel } from '../remotes/remote-parcel.js';
import { useLayoutParts } from '../routing/layout-parts.js';
import { useLoginModalAnnouncer, useLoginModalWanted } from '../routing/login-modal-gate.js';
import { LAYOUTS } from './layouts.js';
import { lockViewport, watchDevice } from '../layout/device.js';
import { applyToRoot } from './root-element.js';
import { SkipLink } from '../layout/skip-link.js';
import { useTemplateFrame } from './use-template-frame.js';

export function ShellLayout({ children }: { children: ReactNode }) {
  const { registry, stores, bus } = useServices();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  // Before any parcel mounts (their effects load the remote first), so no count is missed.
  useLayoutEffect(() => watchUnreadLetters(bus), [bus]);
  const parts = useLayoutParts();
  const onLoginModalMounted = useLoginModalAnnouncer();
  // mf-auth's code loads when a visitor reaches for Log in / Register, not with the page.
  const loginModalWanted = useLoginModalWanted();
  const desktopLock = useStore(stores.site, (s) => s.detail?.settings.DESKTOP_LOCK ?? false);
  // Before paint, so a locked phone never flashes the mobile layout.
  useLayoutEffect(() => watchDevice({ ui: stores.ui, desktopLock }), [stores.ui, desktopLock]);
  useLayoutEffect(() => lockViewport(document, desktopLock), [desktopLock]);

  const frame = useTemplateFrame();
  useLayoutEffect(
    () => applyToRoot(document.documentElement, frame.className, frame.variables),
    [frame.className, frame.variables],
  );
  const Layout = LAYOUTS[frame.template.layout];
  const withNav = parts.navbar && frame.template.layout !== 'pc';
  const classes = ['cr-shell', `cr-shell--${frame.template.layout}`];
  if (withNav) classes.push('cr-shell--with-nav', parts.footer ? '' : 'cr-shell--nav-over-main');

  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {parts.content && <SkipLink />}
      <Layout parts={parts} template={frame.template.name}>
        {children}
      </Layout>
      {loginModalWanted && registry.isEnabled('mf-auth') && (
        <RemoteParcel
          module="mf-auth"
          expose="login-modal"
          basePath="/"
          loading={null}
          onMounted={onLoginModalMounted}
        />
      )}
      {isLoggedIn && registry.isEnabled('mf-member-center') && (
        <RemoteParcel module="mf-member-center" expose="member-services" basePath="/" loading={null} />
      )}
      {registry.isEnabled('mf-promotions') && (
        <RemoteParcel module="mf-promotions" expose="site-promotions" basePath="/" loading={null} />
      )}
      <MemberChannel />
    </div>
  );
}
