// A provider's game list (/slotgame and the game room): /v2/game_label's main list, narrowed to
// its hot or new label, with the tabs all_game, my_favorite and last_play, and a search by name
// in the page's language. Guests see the member tabs too; they ask them to log in.
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusEvent, useRemoteProps, type GameEntry } from '@croupier/shared';
import { GAME_LABEL_TAGS, type GameLabelTag } from '@croupier/shared';
import { GAME_LIST_TABS, type GameListTab } from '../../constants.js';
import { useGameLabel } from '../api/game-label.js';
import { useLastPlaying } from '../api/last-playing-game.js';
import { gameName, searchKey } from '../game-name.js';
import { useFirstAnswerDeferred } from '../use-first-answer-deferred.js';
import { useListParams } from '../use-list-params.js';
import { GameGrid } from './game-grid.js';
import { ListTabs } from './list-tabs.js';
import { GridSkeleton, LoadFailed, Notice, QueryState } from './list-status.js';
import { SearchBox } from './search-box.js';

type LabelFilter = 'all' | GameLabelTag;

export function SlotList({ provider }: { provider: { gt_id: number; gp_id: string; house: number } }) {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const { language, isLoggedIn } = useListParams();
  const label = useFirstAnswerDeferred(useGameLabel(provider));
  const lastPlaying = useLastPlaying();
  const [tab, setTab] = useState<GameListTab>('all_game');
  const [filter, setFilter] = useState<LabelFilter>('all');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  // Games un-favourited on the my_favorite tab stay there until the tab is left, so the button
  // just pressed (and the focus on it) does not vanish under the pointer.
  const [kept, setKept] = useState<ReadonlySet<number>>(() => new Set());

  const main = label.data?.main;
  const labels = label.data?.list;
  const lastIds = lastPlaying.data;
  const entries = useMemo<readonly GameEntry[]>(() => {
    if (!main) return [];
    if (tab === 'my_favorite') return main.filter((entry) => entry.member_favorite === 1 || kept.has(entry.id));
    if (tab === 'last_play') {
      const byId = new Map(main.map((entry) => [entry.id, entry]));
      return (lastIds ?? []).flatMap((id) => byId.get(id) ?? []);
    }
    if (filter === 'all') return main;
    const byId = new Map(main.map((entry) => [entry.id, entry]));
    // The label lists name games of the main list; the main list's entry carries the live flags.
    return (labels?.find((list) => list.tag === filter)?.game_list ?? []).map((entry) => byId.get(entry.id) ?? entry);
  }, [main, labels, lastIds, tab, filter, kept]);

  const searchable = useMemo(
    () => entries.map((entry) => ({ entry, key: searchKey(gameName(entry.game_name, language)) })),
    [entries, language],
  );
  const needle = searchKey(deferredQuery);
  const shown = useMemo(
    () => (needle ? searchable.filter((item) => item.key.includes(needle)).map((item) => item.entry) : entries),
    [needle, searchable, entries],
  );

  const selectTab = (next: GameListTab) => {
    setTab(next);
    setKept(new Set());
  };
  const onFavoriteChange = useCallback(
    (entry: GameEntry, status: 0 | 1) => {
      if (tab === 'my_favorite' && status === 0) setKept((ids) => new Set(ids).add(entry.id));
    },
    [tab],
  );
  const tagsOffered = GAME_LABEL_TAGS.filter((tag) =>
    labels?.some((list) => list.tag === tag && list.game_list.length > 0),
  );
  const memberOnly = tab !== 'all_game' && !isLoggedIn;

  let panel: React.ReactNode;
  if (memberOnly) {
    panel = (
      <Notice>
        <p>{t(tab === 'my_favorite' ? 'lists.login_for_favorites' : 'lists.login_for_last_play')}</p>
        <button
          type="button"
          className="mfg-button mfg-button--primary"
          onClick={() => bus.emit(BusEvent.openLogin, {})}
        >
          {t('lists.log_in')}
        </button>
      </Notice>
    );
  } else if (tab === 'last_play' && lastPlaying.isPending) {
    panel = <GridSkeleton />;
  } else if (tab === 'last_play' && lastPlaying.isError) {
    panel = <LoadFailed onRetry={() => void lastPlaying.refetch()} />;
  } else {
    panel = (
      <QueryState query={label} cards={12}>
        {tab === 'all_game' && tagsOffered.length > 0 && (
          <div className="mfg-filter" role="group" aria-label={t('lists.filter_label')}>
            {(['all', ...tagsOffered] as const).map((option) => (
              <button key={option} type="button" aria-pressed={filter === option} onClick={() => setFilter(option)}>
                {t(`lists.filter.${option}`)}
              </button>
            ))}
          </div>
        )}
        {shown.length > 0 ? (
          <GameGrid
            entries={shown}
            gtId={provider.gt_id}
            showProvider={false}
            resetKey={`${tab}|${filter}|${needle}`}
            onFavoriteChange={onFavoriteChange}
            eager
          />
        ) : (
          <Notice>
            <p>{needle ? t('lists.empty_search', { query: deferredQuery.trim() }) : t(`lists.empty.${tab}`)}</p>
          </Notice>
        )}
      </QueryState>
    );
  }

  return (
    <div className="mfg-slot-list">
      <div className="mfg-toolbar">
        <SearchBox value={query} onChange={setQuery} />
        <p className="mfg-count" role="status">
          {needle && !memberOnly && main ? t('lists.search_count', { found: shown.length }) : ''}
        </p>
      </div>
      <ListTabs
        label={t('lists.tabs_label')}
        tabs={GAME_LIST_TABS.map((key) => ({ key, label: t(`lists.tabs.${key}`) }))}
        selected={tab}
        onSelect={selectTab}
      >
        {panel}
      </ListTabs>
    </div>
  );
}
