import { parseGameWindowMsg } from './game-window-msg.js';

const check = {
  source: 'croupier',
  type: 'reality-check',
  title: 'Reality check',
  body: 'You have played 30 minutes.',
  keep_playing: 'Keep playing',
  log_out: 'Log out',
};

describe('a message posted between the site and a game page', () => {
  it.each([
    check,
    { source: 'croupier', type: 'reality-check-closed' },
    { source: 'croupier', type: 'reality-check-answer', answer: 'keep-playing' },
    { source: 'croupier', type: 'reality-check-answer', answer: 'log-out' },
  ])('is taken: %j', (msg) => {
    expect(parseGameWindowMsg(msg)).toStrictEqual(msg);
  });

  it('is taken without fields it does not know', () => {
    expect(parseGameWindowMsg({ ...check, script: '<img onerror=alert(1)>' })).toStrictEqual(check);
    expect(parseGameWindowMsg({ source: 'croupier', type: 'reality-check-closed', extra: 1 })).toStrictEqual({
      source: 'croupier',
      type: 'reality-check-closed',
    });
  });

  it.each([
    ['not an object', 'reality-check'],
    ['null', null],
    ['from another source', { ...check, source: 'other-game' }],
    ['without a source', { type: 'reality-check-closed' }],
    ['an unknown type', { source: 'croupier', type: 'deposit' }],
    ['a check without its title', { ...check, title: undefined }],
    ['a check whose text is not text', { ...check, body: 42 }],
    ['a check with a text over 2000 characters', { ...check, body: 'x'.repeat(2001) }],
    ['an answer it does not know', { source: 'croupier', type: 'reality-check-answer', answer: 'later' }],
  ])('is refused when it is %s', (_what, msg) => {
    expect(parseGameWindowMsg(msg)).toBeNull();
  });
});
