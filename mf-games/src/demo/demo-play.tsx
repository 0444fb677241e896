// The demo entry (spec 02 §2, §4): a "Try demo games" button opening the demo modal (the demo
// providers of /demo/gt_games, only those of `gtId` on a hall), and, once a provider's games have
// loaded, the list modal with its games. Choosing a game launches it through the launcher; anyone
// may play demo games, no login needed.
// The modals are a chunk of their own, fetched when the button is first pressed (or hovered or
// focused, a head start): most visitors of the home page never open them.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@croupier/shared';
import { createDemoStore } from './demo-store.js';
import './demo-styles.css';

const loadModal = () => import('./demo-providers-modal.js');
const DemoProvidersModal = lazy(() => loadModal().then((m) => ({ default: m.DemoProvidersModal })));

export function DemoPlay({ gtId }: { gtId?: number }) {
  const { t } = useTranslation();
  const [store] = useState(createDemoStore);
  const demoVisible = useStore(store, (s) => s.demoVisible);
  // Mounted from the first opening on and kept when closed: the modals close, and reset, themselves.
  const [opened, setOpened] = useState(false);
  if (demoVisible && !opened) setOpened(true);

  return (
    <>
      <button
        type="button"
        className="cr-button mf-games-demo__open"
        aria-haspopup="dialog"
        aria-expanded={demoVisible}
        onClick={() => store.getState().open()}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
      >
        <span className="mf-games-demo__icon" aria-hidden="true">
          ▶
        </span>
        {t('demo.open')}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <DemoProvidersModal store={store} {...(gtId === undefined ? {} : { gtId })} />
        </Suspense>
      )}
    </>
  );
}
