// Always mounted by games-app.tsx: hosts what a launch shows outside any page — the modal-mode
// game and the maintenance dialog — and hears the member's private game events while mf-games
// is on screen (game.url, forward_game.status, member.cash). The window poll and the quit
// step live in the controller, so they go on while another remote's page is shown.
import { Modal, PrivateChannel, RealtimeEvent, useRealtimeScope, useRemoteProps, useStore } from '@croupier/shared';
import { useEffect } from 'react';
import { GameFrame } from './game-frame.js';
import { useLaunchController } from './launcher-instance.js';
import { MaintenanceDialog } from './maintenance-dialog.js';
import { RgRefusalDialog } from './rg-refusal-dialog.js';
import './styles.css';

export function LauncherHost() {
  const controller = useLaunchController();
  const { stores } = useRemoteProps();
  const realtime = useRealtimeScope();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  const modalGame = useStore(controller.machine.store, (s) => s.games.find((g) => g.mode === 'modal') ?? null);
  const maintenance = useStore(controller.machine.store, (s) => s.maintenance);

  useEffect(() => {
    if (memberId === null) return;
    const channel = PrivateChannel.member(memberId);
    const offs = [
      realtime.listenPrivate(channel, RealtimeEvent.gameUrl, (p) => controller.onGameUrl(p ?? {})),
      realtime.listenPrivate(channel, RealtimeEvent.forwardGameStatus, (p) => controller.onForwardGameStatus(p ?? {})),
      realtime.listenPrivate(channel, RealtimeEvent.memberCash, () => controller.onMemberCash()),
    ];
    return () => offs.forEach((off) => off());
  }, [memberId, realtime, controller]);

  const endModal = () => controller.endGames((g) => g.mode === 'modal');
  return (
    <>
      {modalGame && (
        <Modal open onClose={endModal} title={modalGame.name} className="mf-games-game-modal">
          <GameFrame
            key={modalGame.id}
            url={modalGame.url}
            name={modalGame.name}
            onLobby={endModal}
            onEscape={endModal}
          />
        </Modal>
      )}
      {maintenance && (
        <MaintenanceDialog interval={maintenance.interval} onClose={() => controller.machine.closeMaintenance()} />
      )}
      <RgRefusalDialog />
    </>
  );
}
