import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgentCode, BusEvent, MemberCode, toast, type AgentApplication } from '@croupier/shared';
import { ok, pageTests, refused, type MountOptions } from '../testing/agent-test-kit.js';
import { RegisterPage } from './register-page.js';

const mount = pageTests();
afterEach(() => {
  toast.clear();
});

const PENDING: AgentApplication = { id: 3, status: 'pending', created_at: Date.UTC(2026, 10, 20), decided_at: null };

async function open(opts: MountOptions = {}) {
  const mounted = await mount(<RegisterPage />, { pathname: '/proxy/Register', ...opts });
  return mounted;
}

const field = (name: string) => screen.getByLabelText(name);

describe('<RegisterPage/> for a guest', () => {
  it('shows the plan and asks to log in or register first, opening the login modal on its tab', async () => {
    const m = await open({ session: null });
    const asked: unknown[] = [];
    m.props.bus.on(BusEvent.openLogin, (p) => asked.push(p));
    expect(await screen.findByRole('table', { name: /Commission tiers/ })).toBeInTheDocument();
    expect(screen.getByText('Log in or register first, then apply here to become an agent.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(asked).toEqual([{}, { tab: 'register' }]);
    expect(m.bodiesTo('/member/apply_for_agent/check')).toEqual([]);
  });
});

describe('<RegisterPage/> for a member', () => {
  it('checks with { agent_id: 0, apply_agent_flag: 1 } and shows the form; a valid application is sent and then shown pending', async () => {
    let applied = false;
    const m = await open({
      routes: {
        '/member/apply_for_agent/check': () =>
          applied
            ? refused(AgentCode.applicationPending, 'Your application is already pending review', {
                application: PENDING,
              })
            : ok({ application: null }),
        '/member/apply_for_agent': () => {
          applied = true;
          return ok(PENDING);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Application' })).toBeInTheDocument();
    expect(m.bodiesTo('/member/apply_for_agent/check')).toEqual([{ agent_id: 0, apply_agent_flag: 1 }]);
    expect(screen.getByRole('link', { name: 'Read the agent agreement' })).toHaveAttribute('href', '/proxy/Agreement');

    await userEvent.type(field('Contact name'), ' Ravi Kumar ');
    await userEvent.type(field('Phone'), '+919876543210');
    await userEvent.type(field('E-mail'), 'ravi@example.com');
    await userEvent.type(field('Message (optional): where and how you will bring members'), 'Cricket forum');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the agent agreement' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the application' }));

    await waitFor(() =>
      expect(m.bodiesTo('/member/apply_for_agent')).toEqual([
        {
          contact_name: 'Ravi Kumar',
          contact_phone: '+919876543210',
          contact_email: 'ravi@example.com',
          message: 'Cricket forum',
          agree: 1,
        },
      ]),
    );
    expect(await screen.findByText('Your application was sent.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your application is being reviewed. The agent centre opens here as soon as it is approved.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your application is already pending review');
    expect(screen.queryByRole('button', { name: 'Send the application' })).not.toBeInTheDocument();
  });

  it('says what is missing or wrong on each field, the agreement included, and sends nothing', async () => {
    const m = await open({ routes: { '/member/apply_for_agent/check': () => ok({ application: null }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Send the application' }));
    expect(await screen.findByText('Enter a contact name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number.')).toBeInTheDocument();
    expect(screen.getByText('Enter an e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Accept the agent agreement to apply.')).toBeInTheDocument();
    expect(field('Contact name')).toHaveFocus();

    await userEvent.type(field('Phone'), '12ab');
    await userEvent.type(field('E-mail'), 'not-an-email');
    expect(
      await screen.findByText('Enter a phone number of 6 to 20 digits (a leading + is allowed).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(m.bodiesTo('/member/apply_for_agent')).toEqual([]);
  });

  it("puts the server's field refusal on its field", async () => {
    await open({
      routes: {
        '/member/apply_for_agent/check': () => ok({ application: null }),
        '/member/apply_for_agent': () =>
          refused(MemberCode.invalidField, 'invalid', { field: 'contact_email', key: 'apply.err_email_format' }),
      },
    });
    await userEvent.type(await screen.findByLabelText('Contact name'), 'Ravi');
    await userEvent.type(field('Phone'), '9876543210');
    await userEvent.type(field('E-mail'), 'ravi@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the agent agreement' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the application' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(field('E-mail')).toHaveFocus();
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows 101 (not eligible) with the server's message, and no form", async () => {
    await open({
      routes: {
        '/member/apply_for_agent/check': () =>
          refused(AgentCode.notEligible, 'There is no agent plan for your currency yet', { application: null }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no agent plan for your currency yet');
    expect(screen.queryByRole('button', { name: 'Send the application' })).not.toBeInTheDocument();
    expect(screen.queryByText(/being reviewed/)).not.toBeInTheDocument();
  });

  it('offers the form again after a rejected application, saying so', async () => {
    await open({
      routes: {
        '/member/apply_for_agent/check': () =>
          ok({ application: { ...PENDING, status: 'rejected', decided_at: Date.UTC(2026, 10, 21) } }),
      },
    });
    expect(await screen.findByText('Your last application was not approved. You may apply again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the application' })).toBeInTheDocument();
  });

  it('says why when a centre page sent the member here', async () => {
    await open({
      search: '?reason=not_agent',
      routes: { '/member/apply_for_agent/check': () => ok({ application: null }) },
    });
    const line = await screen.findByText('The agent centre is for active agents. Apply below.');
    expect(line).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('button', { name: 'Send the application' })).toBeInTheDocument();
  });
});
