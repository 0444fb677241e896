// The page frame: template choice, the layout class and palette on the root element, landmarks
// and the skip link, DESKTOP_LOCK.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentAnswers, templateConfig } from '../content/test-fixtures.js';
import { ok } from '../test/fake-fetch.js';
import { allowParcelsOutsideAct, clearStorageAfterEach } from '../test/setup.js';
import { createTestShell } from '../test/shell-harness.js';
import { TEMPLATES } from './registry.js';
import { restoreWidthAfterEach, setWindowWidth, withSettings } from '../layout/test-support.js';
import { RESIZE_DEBOUNCE_MS } from '../layout/device.js';

allowParcelsOutsideAct();
clearStorageAfterEach();
restoreWidthAfterEach();

const root = document.documentElement;

describe('the page frame', () => {
  it('on desktop: the pc template, its class and palette on the root element, the four landmarks', async () => {
    const shell = await createTestShell({ answers: contentAnswers() });
    const view = shell.renderShell();

    expect(root).toHaveClass('site-lucky-demo', 'theme-dark', 'lang-en_US', 'tpl-pc');
    expect(root.style.getPropertyValue('--cr-header-bg')).toBe(TEMPLATES.pc.palette['--cr-header-bg']);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    view.unmount();
    expect(root.className).toBe('');
    expect(root.style.getPropertyValue('--cr-header-bg')).toBe('');
  });

  it('on mobile: the site template from the registry with the theme and colours of its template_config', async () => {
    setWindowWidth(390);
    const shell = await createTestShell({
      answers: contentAnswers({
        '/template_config': ok(
          templateConfig('H5_3', { theme: 'light', variables: { '--cr-accent': '#ff7a00', color: 'red' } }),
        ),
      }),
    });
    withSettings(shell, { MOBILE_TEMPLATE_NAME: 'H5_3' });
    shell.renderShell();

    expect(root).toHaveClass('tpl-H5_3');
    await waitFor(() => expect(root.style.getPropertyValue('--cr-accent')).toBe('#ff7a00'));
    expect(root).toHaveClass('theme-light');
    expect(root.style.getPropertyValue('--cr-header-bg')).toBe(TEMPLATES.H5_3.palette['--cr-header-bg']);
    expect(root.style.getPropertyValue('color')).toBe('');
    expect(shell.fetch.callsTo('/template_config')[0]?.body).toEqual({ mobileTemplateName: 'H5_3' });
  });

  it('follows the window to mobile after the resize debounce', async () => {
    const shell = await createTestShell({ answers: contentAnswers() });
    shell.renderShell();
    expect(root).toHaveClass('tpl-pc');

    jest.useFakeTimers();
    try {
      act(() => {
        setWindowWidth(390);
        window.dispatchEvent(new Event('resize'));
      });
      act(() => jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 10));
      expect(root).toHaveClass('tpl-pc');
      act(() => jest.advanceTimersByTime(10));
      expect(root).toHaveClass('tpl-H5_1');
      expect(root).not.toHaveClass('tpl-pc');
      expect(shell.services.stores.ui.getState().isDesktop).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stays on the desktop template at 390 px with DESKTOP_LOCK', async () => {
    setWindowWidth(390);
    const shell = await createTestShell({ answers: contentAnswers() });
    withSettings(shell, { DESKTOP_LOCK: true });
    shell.renderShell();

    expect(root).toHaveClass('tpl-pc');
    expect(shell.services.stores.ui.getState().isDesktop).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
  });

  it('offers a skip link first, which moves focus to the main content', async () => {
    const shell = await createTestShell({ answers: contentAnswers() });
    shell.renderShell();

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("shows the site's ads on the home page, in the interface language", async () => {
    const shell = await createTestShell({ answers: contentAnswers() });
    shell.renderShell('/');

    const ads = await screen.findByRole('region', { name: 'Featured' });
    expect(within(ads).getByRole('link', { name: 'Cricket season bonus' })).toHaveAttribute('href', '/discount');
    expect(shell.fetch.callsTo('/web/model_setting')[0]?.body).toEqual({
      site_id: '1',
      language: 'en_US',
      model_version: 1,
    });
  });
});
