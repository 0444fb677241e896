// Home ('/'): the game-type bar, the jackpot, demo play, the brand's template sections
// (/v2/get_template_game_list) and the hot and new slot lists (/v2/get_tag_game_list), which,
// below the rest, start with a smaller chunk (BELOW_FOLD_CHUNK) and grow as they near.
import { useTranslation } from 'react-i18next';
import { GAME_LABEL_TAGS, GT_SLOT } from '@croupier/shared';
import { DemoPlay } from '../demo/demo-play.js';
import { JackpotPanel } from '../jackpot/jackpot-panel.js';
import { useGameList } from '../lists/api/game-list.js';
import { useTagGameList } from '../lists/api/tag-game-list.js';
import { useTemplateGameList } from '../lists/api/template-game-list.js';
import { BELOW_FOLD_CHUNK } from '../lists/components/game-grid.js';
import { GameSection } from '../lists/components/game-section.js';
import { TypeBar } from '../lists/components/game-type-bar.js';
import { QueryState } from '../lists/components/list-status.js';
import { gameName } from '../lists/game-name.js';
import { useFirstAnswerDeferred } from '../lists/use-first-answer-deferred.js';
import { useListParams } from '../lists/use-list-params.js';

export function HomePage(_props: { search?: URLSearchParams }) {
  const { t } = useTranslation();
  const { language } = useListParams();
  const gameList = useFirstAnswerDeferred(useGameList());
  const template = useFirstAnswerDeferred(useTemplateGameList());
  const tags = useFirstAnswerDeferred(useTagGameList());

  return (
    <div className="mfg-page mfg-home">
      <TypeBar query={gameList} />
      <JackpotPanel />
      <DemoPlay />
      <QueryState query={template}>
        {(template.data ?? [])
          .filter((section) => section.game_list.length > 0)
          .map((section) => (
            <GameSection key={section.id} title={gameName(section.title, language)} entries={section.game_list} gtId={section.gt_id} />
          ))}
      </QueryState>
      <QueryState query={tags}>
        {GAME_LABEL_TAGS.map((tag) => {
          const list = tags.data?.find((l) => l.tag === tag);
          return list && list.game_list.length > 0 ? (
            <GameSection key={tag} title={t(`lists.tag_slots.${tag}`)} entries={list.game_list} gtId={GT_SLOT} firstChunk={BELOW_FOLD_CHUNK} />
          ) : null;
        })}
      </QueryState>
    </div>
  );
}
