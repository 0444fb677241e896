// Server-side publishing of private member events through the pusher SDK.
import type Pusher from 'pusher';
import { PrivateChannel, RealtimeEvent, type RealtimePayloads } from '@croupier/shared/contracts';

export const privateMemberChannel = (memberId: number | string) => `private-${PrivateChannel.member(memberId)}`;

export function createRealtimePublisher(pusher: Pusher) {
  async function publish<E extends keyof RealtimePayloads>(channel: string, event: E, data: RealtimePayloads[E]) {
    await pusher.trigger(channel, event, data);
  }
  // member.cash is sent one at a time per member in call order: the wallets (games, cashier) read
  // the balance as they call, so the last one sent is always the latest balance, whichever
  // service moved the money.
  const cashSends = new Map<number, Promise<void>>();
  return {
    publishMemberCash: (memberId: number, cash: string) => {
      const send = (cashSends.get(memberId) ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => publish(privateMemberChannel(memberId), RealtimeEvent.memberCash, { cash }));
      cashSends.set(memberId, send);
      void send.then(
        () => cashSends.get(memberId) === send && cashSends.delete(memberId),
        () => cashSends.get(memberId) === send && cashSends.delete(memberId),
      );
      return send;
    },
    /**
     * Tells the member's other windows that a new session started (they warn and log out). It
     * carries the session's public id, never its token: a socket of an older session may still hear it.
     */
    publishLogin: (memberId: number, sessionId: string) =>
      publish(privateMemberChannel(memberId), RealtimeEvent.login, { session_id: sessionId }),
    /** Closes every socket signed in as the session (pusher:signin), with its private channels. */
    terminateSession: async (sessionId: string) => {
      await pusher.terminateUserConnections(sessionId);
    },
    /** Any event on the member's private channel (e.g. app_clean_cache). */
    publishToMember: async (memberId: number, event: string, data: unknown) => {
      await pusher.trigger(privateMemberChannel(memberId), event, data);
    },
    /** An event of the map on a private channel other than one member's (`channel` without 'private-', e.g. member.USD). */
    publishPrivate: <E extends keyof RealtimePayloads>(channel: string, event: E, data: RealtimePayloads[E]) =>
      publish(`private-${channel}`, event, data),
    /** Any event on a public channel (they carry small "this changed" payloads). */
    publishPublic: async (channel: string, event: string, data: unknown) => {
      await pusher.trigger(channel, event, data);
    },
  };
}
export type RealtimePublisher = ReturnType<typeof createRealtimePublisher>;
