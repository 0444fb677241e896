import { screen, waitFor } from '@testing-library/react';
import { ok, pageTests } from '../testing/agent-test-kit.js';
import { AgreementPage } from './agreement-page.js';

const mount = pageTests();

describe('<AgreementPage/>', () => {
  it('shows the agreement in the page language, its HTML sanitised', async () => {
    const mounted = await mount(<AgreementPage />, {
      session: null,
      language: 'hi_IN',
      routes: {
        '/arks/web/agent/agreement': () =>
          ok({
            title: 'एजेंट अनुबंध',
            content: '<p>नियम <b>एक</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
          }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'एजेंट अनुबंध' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('एक')).toBeInTheDocument());
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(mounted.bodiesTo('/arks/web/agent/agreement')).toEqual([{ site_id: '1' }]);
    expect(mounted.calls.find((c) => c.path === '/arks/web/agent/agreement')?.headers).toMatchObject({ lang: 'hi_IN' });
  });
});
