import * as shared from '@croupier/shared';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootEdges } from '../test/boot-edges.js';
import { ok } from '../test/fake-fetch.js';
import { captureConsoleErrors, clearStorageAfterEach } from '../test/setup.js';
import { siteDetail } from '../test/site-detail.js';
import { startShell, type StartShellOptions } from './start-shell.js';

// i18n's own failure is one of the starts under test: createI18n can be made to throw.
jest.mock('@croupier/shared', () => {
  const actual = jest.requireActual<typeof shared>('@croupier/shared');
  return { ...actual, createI18n: jest.fn(actual.createI18n) };
});

clearStorageAfterEach();
const errors = captureConsoleErrors();
let container: HTMLElement;
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container.remove();
  document.cookie = 'i18n_redirected=; max-age=0; path=/';
  window.history.replaceState(null, '', '/');
});

async function start(answers: Parameters<typeof bootEdges>[0], over: Partial<StartShellOptions> = {}) {
  const reload = jest.fn();
  const { options } = bootEdges({ '/arks/web/site/detail': ok(siteDetail()), ...answers });
  await act(() => startShell({ container, reload, ...options, ...over }));
  return { reload };
}

/** The failure page: its heading, what it says, and its one button. */
async function failurePage() {
  const main = await within(container).findByRole('main');
  return {
    heading: within(main).getByRole('heading', { level: 1 }),
    message: within(main).getByRole('alert'),
    button: within(main).getByRole('button'),
  };
}

describe('starting the shell', () => {
  it('renders the app when the boot succeeds', async () => {
    await start({}, { app: (services) => <p>Welcome to {services.stores.site.getState().detail?.site_name}</p> });
    expect(await within(container).findByText('Welcome to Lucky Demo')).toBeInTheDocument();
  });

  it('shows the failure page in the visitor language when the site detail cannot be had, and its button reloads', async () => {
    window.history.replaceState(null, '', '/hi-IN/');
    const { reload } = await start({ '/arks/web/site/detail': { status: 503 } });
    const page = await failurePage();
    expect(page.heading).toHaveTextContent('कुछ गलत हो गया');
    expect(page.message).toHaveTextContent('साइट शुरू नहीं हो सकी');
    expect(page.button).toHaveTextContent('पेज फिर से लोड करें');
    expect(page.heading).toHaveFocus();
    expect(document.title).toBe('कुछ गलत हो गया');
    await userEvent.click(page.button);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the failure page when env.json is unreachable', async () => {
    await start({ '/env.json': { status: 404 } });
    const page = await failurePage();
    expect(page.heading).toHaveTextContent('Something went wrong');
    expect(page.button).toHaveTextContent('Reload the page');
  });

  it('shows it in English when i18n itself cannot start', async () => {
    window.history.replaceState(null, '', '/hi-IN/');
    jest.mocked(shared.createI18n).mockRejectedValueOnce(new Error('i18n broke'));
    await start({});
    const page = await failurePage();
    expect(page.heading).toHaveTextContent('Something went wrong');
    expect(page.message).toHaveTextContent(
      'The site could not be started. Please check your connection and try again.',
    );
    expect(page.button).toHaveTextContent('Reload the page');
  });

  it('replaces a tree that throws at the root with the failure page', async () => {
    function Broken(): never {
      throw new Error('render broke');
    }
    // As on the page: outside act(), which would rethrow the error instead of reporting it.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const reload = jest.fn();
    const { options } = bootEdges({ '/arks/web/site/detail': ok(siteDetail()) });
    await startShell({ container, reload, ...options, app: () => <Broken /> });
    const page = await failurePage();
    expect(page.heading).toHaveTextContent('Something went wrong');
    await userEvent.click(page.button);
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(errors).toHaveBeenCalledWith('[shell] the page failed to render', expect.any(Error)));
    expect(container.querySelectorAll('main')).toHaveLength(1);
  });
});
