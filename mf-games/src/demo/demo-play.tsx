// The demo entry (spec 02 §2, §4): a "Try demo games" button opening the demo modal (the demo
// providers of /demo/gt_games, only those of `gtId` on a hall), and, once a provider's games have
// loaded, the list modal with its games. Choosing a game launches it through the launcher; anyone
// may play demo games, no login needed.
import { useInsertionEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@croupier/shared';
import { DemoProvidersModal } from './demo-providers-modal.js';
import { createDemoStore } from './demo-store.js';
import { ensureDemoStyles } from './demo-styles.js';

export function DemoPlay({ gtId }: { gtId?: number }) {
  const { t } = useTranslation();
  const [store] = useState(createDemoStore);
  const demoVisible = useStore(store, (s) => s.demoVisible);
  useInsertionEffect(() => ensureDemoStyles(), []);

  return (
    <>
      <button
        type="button"
        className="cr-button mf-games-demo__open"
        aria-haspopup="dialog"
        aria-expanded={demoVisible}
        onClick={() => store.getState().open()}
      >
        <span className="mf-games-demo__icon" aria-hidden="true">
          ▶
        </span>
        {t('demo.open')}
      </button>
      <DemoProvidersModal store={store} {...(gtId === undefined ? {} : { gtId })} />
    </>
  );
}
