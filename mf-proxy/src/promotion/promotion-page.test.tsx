import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, type PromotionLinks } from '@croupier/shared';
import { AGENT, agentLayout, ok, pageTests } from '../testing/agent-test-kit.js';
import { PromotionPage } from './promotion-page.js';

const mount = pageTests();
afterEach(() => {
  toast.clear();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

const LINKS: PromotionLinks = {
  agent_code: '9',
  list: [
    { domain: 'lucky.example', url: 'https://lucky.example/?id=9', visits: 42, registrations: 7 },
    { domain: 'm.lucky.example', url: 'https://m.lucky.example/?id=9', visits: 3, registrations: 0 },
  ],
};

async function open() {
  const mounted = await mount(<PromotionPage />, {
    session: AGENT,
    pathname: '/proxy/Promotion',
    routes: {
      '/member/profile/common/layout': () => ok({ member_common_layout: agentLayout() }),
      '/arks/web/agent/links': () => ok(LINKS),
    },
  });
  return mounted;
}

const card = (domain: string) => screen.getByRole('heading', { name: domain }).closest('li') as HTMLElement;

describe('<PromotionPage/>', () => {
  it('shows each link with its QR code image, visits and registrations', async () => {
    await open();
    await screen.findByRole('heading', { name: 'lucky.example' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const first = within(card('lucky.example'));
    expect(first.getByText('https://lucky.example/?id=9')).toBeInTheDocument();
    const qr = first.getByRole('img', { name: 'QR code of the link for lucky.example' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(first.getByText('Visits').nextElementSibling).toHaveTextContent('42');
    expect(first.getByText('Registrations').nextElementSibling).toHaveTextContent('7');
    expect(within(card('m.lucky.example')).getByText('Visits').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('9')).toBeInTheDocument();
  });

  it('copies a link and says so; where the browser refuses, asks to copy it by hand', async () => {
    await open();
    await screen.findByRole('heading', { name: 'lucky.example' });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link: m.lucky.example' }));
    expect(writeText).toHaveBeenCalledWith('https://m.lucky.example/?id=9');
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();

    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link: lucky.example' }));
    await waitFor(() =>
      expect(screen.getByText('The link could not be copied. Select it and copy it by hand.')).toBeInTheDocument(),
    );
  });
});
