// Home ('/'): the game-type bar, the jackpot, demo play, the brand's template sections
// (/v2/get_template_game_list) and the hot and new slot lists (/v2/get_tag_game_list), which,
// below the rest, start with a smaller chunk (BELOW_FOLD_CHUNK) and grow as they near.
import { useTranslation } from 'react-i18next';
import { GAME_LABEL_TAGS, GT_SLOT } from '@croupier/shared';
import { DemoPlay } from '../demo/index.js';
import { JackpotPanel } from '../jackpot/index.js';
import {
  BELOW_FOLD_CHUNK,
  GameSection,
  QueryState,
  TypeBar,
  gameName,
  useFirstAnswerDeferred,
  useGameList,
  useListParams,
  useTagGameList,
  useTemplateGameList,
} from '../lists/index.js';

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
            <GameSection
              key={section.id}
              title={gameName(section.title, language)}
              entries={section.game_list}
              gtId={section.gt_id}
            />
          ))}
      </QueryState>
      <QueryState query={tags}>
        {GAME_LABEL_TAGS.map((tag) => {
          const list = tags.data?.find((l) => l.tag === tag);
          return list && list.game_list.length > 0 ? (
            <GameSection
              key={tag}
              title={t(`lists.tag_slots.${tag}`)}
              entries={list.game_list}
              gtId={GT_SLOT}
              firstChunk={BELOW_FOLD_CHUNK}
            />
          ) : null;
        })}
      </QueryState>
    </div>
  );
}
