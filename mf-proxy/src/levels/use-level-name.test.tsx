import { screen } from '@testing-library/react';
import { AGENT, MEMBER, agentLayout, ok, pageTests } from '../testing/agent-test-kit.js';
import { useLevelName } from './use-level-name.js';

const mount = pageTests();

function Levels() {
  const levelName = useLevelName();
  return (
    <ul>
      <li>{levelName(1)}</li>
      <li>{levelName(3)}</li>
    </ul>
  );
}

describe('useLevelName', () => {
  it("loads the brand's level names for a member_type other than 1, and says 'Level n' for a level without one", async () => {
    const mounted = await mount(<Levels />, { session: AGENT });
    expect(await screen.findByText('Gold partner')).toBeInTheDocument();
    expect(screen.getByText('Level 3')).toBeInTheDocument();
    expect(mounted.bodiesTo('/arks/web/agent-level-rename')).toEqual([{ site_id: '1' }]);
  });

  it('loads them when the member layout says the type is no longer 1 (approved since the login)', async () => {
    const mounted = await mount(<Levels />, {
      session: MEMBER,
      routes: { '/member/profile/common/layout': () => ok({ member_common_layout: agentLayout() }) },
    });
    expect(await screen.findByText('Gold partner')).toBeInTheDocument();
    expect(mounted.bodiesTo('/arks/web/agent-level-rename')).toEqual([{ site_id: '1' }]);
  });

  it('asks nothing for member_type 1 (spec 02 §6) and names levels by number', async () => {
    const mounted = await mount(<Levels />, { session: MEMBER });
    expect(await screen.findByText('Level 1')).toBeInTheDocument();
    expect(mounted.bodiesTo('/arks/web/agent-level-rename')).toEqual([]);
  });
});
