/** @jest-environment node */
// The browser listens by the map the api publishes by (RealtimePayloads): a wrong event name or a
// handler expecting another payload does not compile. The `@ts-expect-error` lines are the proof:
// `tsc -p shared/tsconfig.json` fails the day one of them compiles. At run time the well-typed
// listeners below hear their events, so the same calls are also examples of use.
import { PrivateChannel, PublicChannel, RealtimeEvent, type RealtimePayloads } from '../contracts/index.js';
import { FakeEcho } from '../testing/fake-echo.js';
import { createRealtime, type RealtimeScope } from './realtime.js';

/** Listens as the shell and the remotes do; returns what each listener heard. */
function listenAll(scope: RealtimeScope) {
  const heard: string[] = [];
  const channel = PrivateChannel.member(7);
  scope.listenPrivate(channel, RealtimeEvent.memberCash, ({ cash }) => heard.push(`cash ${cash.toUpperCase()}`));
  scope.listenPrivate(channel, RealtimeEvent.forwardGameStatus, (payload) =>
    heard.push(`status ${payload.code.toFixed(0)}`),
  );
  scope.listenPublic(PublicChannel.template('site02'), RealtimeEvent.modelSettingsUrl, ({ language }) =>
    heard.push(`ads ${language}`),
  );
  // A handler may take less than the payload, or check it itself.
  scope.listenPublic(PublicChannel.webMember, RealtimeEvent.customerServiceLinkChange, () =>
    heard.push('customer service'),
  );
  scope.listenPrivate(channel, RealtimeEvent.memberDepositSuccess, (payload: unknown) =>
    heard.push(`deposit ${typeof payload}`),
  );
  return heard;
}

/** Never called: each line below must stay a compile error. */
export function rejectedAtCompileTime(scope: RealtimeScope): void {
  // @ts-expect-error an event name the contract does not have
  scope.listenPrivate('member.7', 'member.cahs', () => undefined);
  // @ts-expect-error a misspelt event on a public channel
  scope.listenPublic('web_member', 'customer_service_link_changed', () => undefined);
  // @ts-expect-error member.cash carries cash as text, not a number
  scope.listenPrivate('member.7', RealtimeEvent.memberCash, (payload: { cash: number }) => payload.cash);
  // @ts-expect-error login carries a token, not a cash amount
  scope.listenPrivate('member.7', RealtimeEvent.login, (payload: RealtimePayloads['member.cash']) => payload.cash);
  // @ts-expect-error model_settings.url's payload has no url
  scope.listenPublic('site02_template', RealtimeEvent.modelSettingsUrl, ({ url }: { url: string }) => url);
}

describe('realtime listeners typed by the contract', () => {
  it('hear their events with the payload the contract names', () => {
    let echo: FakeEcho | undefined;
    const realtime = createRealtime({
      config: { key: 'k', host: 'h', port: 6001, force_tls: false },
      getToken: () => 't',
      getMemberId: () => 7,
      echoFactory: (settings) => (echo = new FakeEcho(settings)),
    });
    realtime.connect();
    const heard = listenAll(realtime.scope('shell'));

    echo!.deliver('private-member.7', RealtimeEvent.memberCash, {
      cash: '12.50',
    } satisfies RealtimePayloads['member.cash']);
    echo!.deliver('private-member.7', RealtimeEvent.forwardGameStatus, {
      code: 3,
    } satisfies RealtimePayloads['forward_game.status']);
    echo!.deliver('site02_template', RealtimeEvent.modelSettingsUrl, { language: 'vi_VN' });
    echo!.deliver('web_member', RealtimeEvent.customerServiceLinkChange, {});
    echo!.deliver('private-member.7', RealtimeEvent.memberDepositSuccess, {
      order_number: 'A',
      deposit_amount: '1',
      deposit_times: 1,
    });
    expect(heard).toEqual(['cash 12.50', 'status 3', 'ads vi_VN', 'customer service', 'deposit object']);
  });
});
