// Double validation (spec 02 §3): which questions a member can answer, and whether an answer is
// right. A question is offered only when the member has that value on file.
import { randomInt } from 'node:crypto';
import { DOUBLE_VALIDATION_QUESTIONS, type DoubleValidationQuestion } from '@croupier/shared/contracts';
import type { LoginMember } from './login-member.js';
import type { MemberSecretsService } from './member-secrets.js';

/** Spec 02 §9: questions a double validation offers by default (Skip loads the next one). */
export const DOUBLE_VALIDATION_QUESTIONS_DEFAULT = 3;

/** Wrong answers a double validation survives; the next one closes it (code 998). */
export const DOUBLE_VALIDATION_MAX_FAILURES = 3;

const folded = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
const digits = (s: string) => s.replace(/\D/g, '');

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function createDoubleValidation(secrets: MemberSecretsService) {
  const stored = (member: LoginMember, question: DoubleValidationQuestion): string => {
    switch (question) {
      case 'member_name':
        return member.member_name;
      case 'member_phone':
        return member.member_phone;
      case 'member_email':
        return member.member_email;
      case 'identity_id':
        return secrets.read(member.id).identity_id;
      case 'withdraw_password':
        return secrets.read(member.id).withdraw_password_hash;
    }
  };

  return {
    /** Up to DOUBLE_VALIDATION_QUESTIONS_DEFAULT answerable questions, in random order. */
    questionsFor(member: LoginMember): DoubleValidationQuestion[] {
      const answerable = DOUBLE_VALIDATION_QUESTIONS.filter((q) => stored(member, q).trim() !== '');
      return shuffled(answerable).slice(0, DOUBLE_VALIDATION_QUESTIONS_DEFAULT);
    },
    async isRight(member: LoginMember, question: DoubleValidationQuestion, answer: string): Promise<boolean> {
      const value = stored(member, question);
      if (value.trim() === '') return false;
      switch (question) {
        case 'withdraw_password':
          return secrets.checkWithdrawPassword(member.id, answer.trim());
        case 'member_phone':
          return digits(answer) !== '' && digits(answer) === digits(value);
        default:
          return folded(answer) === folded(value);
      }
    },
  };
}
