// Double validation (spec 02 §3, §7, §8): the login answers a question instead of a session for a
// member whose setting asks for it; Skip loads another; the right answer with a captcha completes it.
import type { FastifyInstance } from 'fastify';
import {
  DOUBLE_VALIDATION_CODE,
  DOUBLE_VALIDATION_SKIP_CODE,
  type DoubleValidationChallenge,
  type DoubleValidationQuestion,
  type LoginSession,
} from '@croupier/shared/contracts';
import { DOUBLE_VALIDATION_QUESTIONS_DEFAULT } from '../../services/auth/index.js';
import { TEST_CAPTCHA, newCaptcha } from '../../test/helpers.js';
import { SEEDED, json, login, post, setMember, startAuthApp } from './__tests__/helpers.js';

jest.setTimeout(90_000);

const { double } = SEEDED;
const C = DOUBLE_VALIDATION_CODE;

const RIGHT: Record<DoubleValidationQuestion, string> = {
  member_name: ' dana  DOUBLE ',
  identity_id: double.identity_id,
  member_phone: '0912-000-100',
  member_email: 'Double01@Example.com',
  withdraw_password: double.withdraw_password,
};

async function start(app: FastifyInstance): Promise<DoubleValidationChallenge> {
  const res = await json<{ double_validation: DoubleValidationChallenge }>(
    login(app, { account: double.account, password: double.password }),
  );
  expect(res.code).toBe(100);
  expect(res.data).not.toHaveProperty('token');
  return res.data.double_validation;
}

async function answer(
  app: FastifyInstance,
  member_login_id: string,
  answerText: string,
  over: Record<string, unknown> = {},
) {
  const captcha_token = await newCaptcha(app);
  return post(app, '/api/login/double_validation', {
    member_login_id,
    answer: answerText,
    captcha_answer: TEST_CAPTCHA,
    captcha_token,
    remote_addr: '203.0.113.50',
    ...over,
  });
}
const skip = (app: FastifyInstance, member_login_id: string) =>
  json<DoubleValidationChallenge>(post(app, '/api/login/double_validation/skip', { member_login_id }));

describe('double validation', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await startAuthApp();
  });
  afterEach(() => app.close());

  it('answers a question instead of a session, and the right answer completes the login', async () => {
    const challenge = await start(app);
    expect(challenge).toEqual({
      member_login_id: expect.any(String),
      question: expect.stringMatching(/^(member_name|identity_id|member_phone|member_email|withdraw_password)$/),
      available_questions_count: 3, // spec 02 §9: three questions by default (DOUBLE_VALIDATION_QUESTIONS_DEFAULT)
    });
    const res = await answer(app, challenge.member_login_id, RIGHT[challenge.question]);
    const session = res.json() as { code: number; data: LoginSession };
    expect(session.code).toBe(100);
    expect(session.data).toMatchObject({ member_account: double.account, token: expect.any(String) });
    expect(res.headers.get('authorization')).toBe(session.data.token);
    // Completed once: the same id cannot complete it again.
    expect((await json(answer(app, challenge.member_login_id, RIGHT[challenge.question]))).code).toBe(
      C.alreadyCompleted,
    );
  });

  it('accepts the right answer to every kind of question', async () => {
    for (const question of Object.keys(RIGHT) as DoubleValidationQuestion[]) {
      const challenge = await start(app);
      // Point the attempt at this question.
      app.services.db
        .prepare('UPDATE pending_logins SET questions = json_array(?), question_index = 0 WHERE finished_at IS NULL')
        .run(question);
      expect([question, (await json(answer(app, challenge.member_login_id, RIGHT[question]))).code]).toEqual([
        question,
        100,
      ]);
    }
  });

  it('Skip loads another question until none is left (103), never the same one twice', async () => {
    const challenge = await start(app);
    const seen = [challenge.question];
    let count = challenge.available_questions_count;
    for (let i = 1; i < DOUBLE_VALIDATION_QUESTIONS_DEFAULT; i += 1) {
      const next = await skip(app, challenge.member_login_id);
      expect(next.code).toBe(100);
      expect(next.data.member_login_id).toBe(challenge.member_login_id);
      expect(next.data.available_questions_count).toBe(count - 1);
      count = next.data.available_questions_count;
      seen.push(next.data.question);
    }
    expect(new Set(seen).size).toBe(DOUBLE_VALIDATION_QUESTIONS_DEFAULT);
    expect((await skip(app, challenge.member_login_id)).code).toBe(DOUBLE_VALIDATION_SKIP_CODE.noQuestionLeft);
    // The last question is the one being asked now.
    expect(
      (await json(answer(app, challenge.member_login_id, RIGHT[seen.at(-1) as DoubleValidationQuestion]))).code,
    ).toBe(100);
  });

  it('Skip on an unknown or expired attempt answers 101 (account_error)', async () => {
    expect((await skip(app, 'no-such-id')).code).toBe(DOUBLE_VALIDATION_SKIP_CODE.attemptUnknown);
    const challenge = await start(app);
    app.services.db.prepare('UPDATE pending_logins SET expires_at = 0').run();
    expect((await skip(app, challenge.member_login_id)).code).toBe(DOUBLE_VALIDATION_SKIP_CODE.attemptUnknown);
  });

  it('offers only questions the member can answer', async () => {
    setMember(app, double.account, { identity_id: '', withdraw_password_hash: '', member_email: '' });
    const challenge = await start(app);
    expect(challenge.available_questions_count).toBe(2);
    const next = await skip(app, challenge.member_login_id);
    expect(new Set([challenge.question, next.data.question])).toEqual(new Set(['member_name', 'member_phone']));
  });

  it.each([
    ['an empty answer', { answer: ' ' }, C.answerEmpty],
    ['an empty captcha', { captcha_answer: '' }, C.captchaEmpty],
    ['a missing captcha token', { captcha_token: '' }, C.captchaEmpty],
    ['a wrong captcha', { captcha_answer: '0000' }, C.captchaWrong],
  ])('answers %s with its code', async (_label, over, code) => {
    const challenge = await start(app);
    expect((await json(answer(app, challenge.member_login_id, RIGHT[challenge.question], over))).code).toBe(code);
  });

  it('uses a captcha once (104 the second time)', async () => {
    const challenge = await start(app);
    const captcha_token = await newCaptcha(app);
    expect((await json(answer(app, challenge.member_login_id, 'wrong answer', { captcha_token }))).code).toBe(
      C.wrongAnswer,
    );
    expect(
      (await json(answer(app, challenge.member_login_id, RIGHT[challenge.question], { captcha_token }))).code,
    ).toBe(C.captchaWrong);
  });

  it('answers 103 to a wrong answer and 998 to the third, closing the attempt', async () => {
    const challenge = await start(app);
    expect((await json(answer(app, challenge.member_login_id, 'nope'))).code).toBe(C.wrongAnswer);
    expect((await json(answer(app, challenge.member_login_id, 'nope'))).code).toBe(C.wrongAnswer);
    expect((await json(answer(app, challenge.member_login_id, 'nope'))).code).toBe(C.tooManyFailures);
    expect((await json(answer(app, challenge.member_login_id, RIGHT[challenge.question]))).code).toBe(C.attemptUnknown);
  });

  it('answers 101 for an unknown or expired attempt', async () => {
    expect((await json(answer(app, 'made-up', 'x'))).code).toBe(C.attemptUnknown);
    const challenge = await start(app);
    app.services.db.prepare('UPDATE pending_logins SET expires_at = 0').run();
    expect((await json(answer(app, challenge.member_login_id, RIGHT[challenge.question]))).code).toBe(C.attemptUnknown);
  });

  it('answers 102 when the account stopped being active meanwhile', async () => {
    const challenge = await start(app);
    setMember(app, double.account, { status: 'disabled' });
    expect((await json(answer(app, challenge.member_login_id, RIGHT[challenge.question]))).code).toBe(
      C.accountInactive,
    );
  });

  it('answers 106 from a blocked IP', async () => {
    const challenge = await start(app);
    app.services.db
      .prepare('INSERT INTO ip_blocklist (ip, reason, created_at) VALUES (?, ?, ?)')
      .run('127.0.0.1', 'test', Date.now());
    expect((await json(answer(app, challenge.member_login_id, RIGHT[challenge.question]))).code).toBe(C.ipError);
  });

  it('never answers 500 to a malformed body', async () => {
    const common = [undefined, 'x', [], { member_login_id: 1 }, { member_login_id: '' }];
    const cases: [string, unknown[]][] = [
      [
        '/api/login/double_validation',
        [...common, { member_login_id: 'a', answer: ['x'], captcha_answer: '1', captcha_token: 't' }],
      ],
      ['/api/login/double_validation/skip', [...common, { member_login_id: 'x'.repeat(500) }]],
    ];
    for (const [path, bodies] of cases) {
      for (const body of bodies) {
        const res = await post(app, path, body);
        expect([path, body, res.statusCode]).toEqual([path, body, 400]);
      }
    }
  });
});
