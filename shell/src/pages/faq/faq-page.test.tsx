import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type RecordedCall } from '../../test/fake-fetch.js';
import { allowParcelsOutsideAct, captureConsoleErrors } from '../../test/setup.js';
import { createTestShell } from '../../test/shell-harness.js';

allowParcelsOutsideAct();
captureConsoleErrors();

const TOPICS = [
  { id: 1, title: 'About Us' },
  { id: 3, title: 'Responsible Gaming' },
  { id: 17, title: 'Promotion Statement' },
];

const detail = (call: RecordedCall) => {
  const { id } = call.body as { id: number };
  return ok({
    id,
    title: TOPICS.find((t) => t.id === id)?.title ?? 'Help',
    content: `<p onclick="steal()">Page ${id} text.<script>window.stolen = true</script></p><h3>Limits</h3><a href="javascript:steal()">bad</a>`,
    language: 'en_US',
    updated_at: 0,
  });
};

const answers = { '/arks/web/help/list': ok(TOPICS), '/arks/web/help/detail': detail };
const main = () => screen.getByRole('main');

describe('help pages', () => {
  it('shows a help page, sanitised, with the topics beside it', async () => {
    const shell = await createTestShell({ answers });
    shell.renderShell('/faq/3');

    const article = await within(main()).findByRole('article', { name: 'Responsible Gaming' });
    expect(article).toHaveTextContent('Page 3 text.');
    expect(within(article).getByRole('heading', { name: 'Limits' })).toBeInTheDocument();
    expect(article.innerHTML).not.toMatch(/script|onclick|javascript:/);
    expect((window as { stolen?: boolean }).stolen).toBeUndefined();
    expect(shell.fetch.callsTo('/arks/web/help/detail')[0]?.body).toEqual({ site_id: '1', id: 3, language: 'en_US' });

    const topics = await within(main()).findByRole('navigation', { name: 'Help topics' });
    expect(within(topics).getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(topics).getByRole('link', { name: 'Promotion Statement' }));
    expect(await within(main()).findByRole('article', { name: 'Promotion Statement' })).toHaveTextContent(
      'Page 17 text.',
    );
  });

  it('lists the topics at /faq', async () => {
    const shell = await createTestShell({ answers });
    shell.renderShell('/faq');
    expect(await within(main()).findByRole('heading', { name: 'Help centre' })).toBeInTheDocument(); // the page's code loads when visited
    expect(await within(main()).findByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/faq/1');
  });

  it.each(['/faq/9', '/faq/0', '/faq/abc', '/faq/017'])('treats %s as a failed route validation', async (path) => {
    const shell = await createTestShell({ answers });
    shell.renderShell(path);
    expect(within(main()).getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(within(main()).getByText(`Page Not Found: ${path}`)).toBeInTheDocument();
    expect(shell.fetch.callsTo('/arks/web/help/detail')).toHaveLength(0);
  });

  it('says so when the site has not written a listed page, and offers a retry when the call fails', async () => {
    const missing = await createTestShell({
      answers: { '/arks/web/help/detail': { body: { code: 404, message: 'Help page 6 not found', data: null } } },
    });
    const { unmount } = missing.renderShell('/faq/6');
    expect(await within(main()).findByText('This help page is not available yet.')).toBeInTheDocument();
    unmount();

    let fail = true;
    const flaky = await createTestShell({
      answers: { '/arks/web/help/detail': (call) => (fail ? { status: 503, body: 'down' } : detail(call)) },
    });
    flaky.renderShell('/faq/1');
    const alert = await within(main()).findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('This help page could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(main()).findByRole('article', { name: 'About Us' })).toBeInTheDocument();
  });
});
