import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearStorageAfterEach } from '../test/setup.js';
import { createTestShell } from '../test/shell-harness.js';
import { OverrideBadge } from './override-badge.js';
import { OVERRIDES_KEY } from './release-visitor.js';

clearStorageAfterEach();

describe('<OverrideBadge>', () => {
  it('says nothing while every remote is what any visitor gets', async () => {
    const shell = await createTestShell();
    shell.renderInShell(<OverrideBadge onEnd={jest.fn()} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('names the overridden release and ends the override on request', async () => {
    const shell = await createTestShell();
    const site = shell.services.stores.site.getState();
    const detail = site.detail!;
    localStorage.setItem(OVERRIDES_KEY, JSON.stringify(['a.b']));
    const onEnd = jest.fn();
    shell.renderInShell(<OverrideBadge onEnd={onEnd} />);
    act(() =>
      site.setDetail({
        ...detail,
        modules: detail.modules.map((m) =>
          m.name === 'mf-promotions'
            ? { ...m, release: { version: '0.2.0+bbbbbbbbbbbb', channel: 'override' as const, expires_at: 1 } }
            : m,
        ),
      }),
    );
    const badge = screen.getByRole('complementary', { name: 'Release override' });
    expect(badge).toHaveTextContent('mf-promotions 0.2.0+bbbbbbbbbbbb in this browser only');
    await userEvent.click(screen.getByRole('button', { name: 'End override' }));
    expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
