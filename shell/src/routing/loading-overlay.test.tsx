import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { createI18n } from '@croupier/shared';
import { registerShellNamespace } from '../i18n/shell-namespace.js';
import { LoadingOverlay, LOADING_OVERLAY_CLOSE_DELAY_MS } from './loading-overlay.js';

const router: { navigate: ReturnType<typeof useNavigate> } = { navigate: () => undefined };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}
const navigate = (to: string) => router.navigate(to);

describe('the page-transition bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`closes ${LOADING_OVERLAY_CLOSE_DELAY_MS} ms after the page changed, and is gone from the page then`, async () => {
    jest.useRealTimers();
    const i18n = await createI18n({ language: 'en_US' });
    await registerShellNamespace(i18n);
    jest.useFakeTimers();
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/']}>
          <Navigator />
          <LoadingOverlay />
          <a href="/faq">a link after the bar</a>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => void navigate('/faq'));
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).not.toHaveAttribute('tabindex');

    act(() => jest.advanceTimersByTime(LOADING_OVERLAY_CLOSE_DELAY_MS - 1));
    expect(bar).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    // Another navigation before it closes starts the delay again.
    act(() => void navigate('/app'));
    act(() => jest.advanceTimersByTime(300));
    act(() => void navigate('/sponsor'));
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
