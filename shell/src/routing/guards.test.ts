import {
  hasSlotGameQuery,
  memberCentrePageRedirect,
  readRegisterEntryParams,
  registerEntryRedirects,
} from './guards.js';

describe('/slotgame', () => {
  it('needs both gt_id and gp_id', () => {
    expect(hasSlotGameQuery('?gt_id=2&gp_id=GPR8&house=0')).toBe(true);
    expect(hasSlotGameQuery('?gp_id=GPR8')).toBe(false);
    expect(hasSlotGameQuery('?gt_id=2&gp_id=')).toBe(false);
    expect(hasSlotGameQuery('')).toBe(false);
  });
});

describe('/register', () => {
  it('redirects to / in production only', () => {
    expect(registerEntryRedirects('production')).toBe(true);
    for (const env of ['local', 'beta', 'stage'] as const) expect(registerEntryRedirects(env)).toBe(false);
  });

  it('keeps id, invite and currency, trimmed, and nothing else', () => {
    expect(readRegisterEntryParams('?id=88&invite=%20FRIEND7%20&currency=INR&fbclid=x')).toEqual({
      id: '88',
      invite: 'FRIEND7',
      currency: 'INR',
    });
    expect(readRegisterEntryParams('?invite=ABC')).toEqual({ invite: 'ABC' });
    expect(readRegisterEntryParams('?id=&fbclid=x')).toBeNull();
  });
});

describe('/user?page=…', () => {
  it('is the member centre page of that name, other query kept', () => {
    expect(memberCentrePageRedirect('/user', '?page=Deposit')).toBe('/user/Deposit');
    expect(memberCentrePageRedirect('/user/', '?page=Deposit&amount=500')).toBe('/user/Deposit?amount=500');
  });

  it('leaves other paths and odd page names alone', () => {
    expect(memberCentrePageRedirect('/user', '')).toBeNull();
    expect(memberCentrePageRedirect('/user/Info', '?page=Deposit')).toBeNull();
    expect(memberCentrePageRedirect('/user', '?page=../admin')).toBeNull();
  });
});
