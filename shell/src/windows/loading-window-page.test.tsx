import { screen } from '@testing-library/react';
import { createTestShell } from '../test/shell-harness.js';
import { LoadingWindowPage } from './loading-window-page.js';

describe('/loading', () => {
  it('tells the visitor the window is opening', async () => {
    const shell = await createTestShell();
    shell.renderInShell(<LoadingWindowPage />, '/loading');
    expect(screen.getByRole('status')).toHaveTextContent('Opening…');
  });
});
