import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShell } from '../test/shell-harness.js';
import { BrowserSupportNotice, NOTICE_SEEN_KEY } from './browser-support-notice.js';
import { resetCurrentDevice } from './current-device.js';

afterEach(() => {
  resetCurrentDevice();
  sessionStorage.clear();
});

describe('browser-support notice', () => {
  it('tells an old Internet Explorer the site needs a current browser, once per tab', async () => {
    resetCurrentDevice('notSupport');
    const shell = await createTestShell();
    const { unmount } = shell.renderInShell(<BrowserSupportNotice />);
    const notice = await screen.findByRole('dialog', { name: 'Your browser is not supported' });
    expect(notice).toHaveTextContent('This site does not work in Internet Explorer.');
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(NOTICE_SEEN_KEY)).toBe('1');
    unmount();
    shell.renderInShell(<BrowserSupportNotice />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says nothing to a supported browser', async () => {
    resetCurrentDevice('web');
    const shell = await createTestShell();
    shell.renderInShell(<BrowserSupportNotice />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
