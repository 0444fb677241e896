import {
  nextVisitedPaths,
  recordVisit,
  takeBackTarget,
  VISITED_PATHS_LIMIT,
  visitedPathsStore,
} from './visited-paths.js';

describe('the visited-path history', () => {
  it('pushes each visited path, once when visited twice in a row', () => {
    let paths: string[] = ['/'];
    for (const path of ['/gameHall/3', '/gameHall/3', '/faq/1', '/slotgame?gt_id=2&gp_id=GPR8'])
      paths = nextVisitedPaths(paths, path);
    expect(paths).toEqual(['/', '/gameHall/3', '/faq/1', '/slotgame?gt_id=2&gp_id=GPR8']);
  });

  it.each(['/', '/discount', '/user', '/sponsor', '/proxy', '/discount?tab=2'])('starts afresh at %s', (path) => {
    expect(nextVisitedPaths(['/', '/gameHall/3', '/faq/1'], path)).toEqual([path]);
  });

  it('keeps the latest entries only', () => {
    let paths: string[] = [];
    for (let i = 0; i < VISITED_PATHS_LIMIT + 10; i += 1) paths = nextVisitedPaths(paths, `/discount/${i}`);
    expect(paths).toHaveLength(VISITED_PATHS_LIMIT);
    expect(paths.at(-1)).toBe(`/discount/${VISITED_PATHS_LIMIT + 9}`);
  });

  it('gives a back button the page before, and forgets the current one', () => {
    visitedPathsStore.setState({ paths: [] });
    recordVisit('/');
    recordVisit('/gameHall/4');
    recordVisit('/faq/6');
    expect(takeBackTarget()).toBe('/gameHall/4');
    recordVisit('/gameHall/4'); // the navigation the back button makes
    expect(visitedPathsStore.getState().paths).toEqual(['/', '/gameHall/4']);
    expect(takeBackTarget()).toBe('/');
    expect(takeBackTarget()).toBeNull();
  });
});
