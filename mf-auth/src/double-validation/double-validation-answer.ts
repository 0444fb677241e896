// A login answer that asks a double-validation question instead of giving a session (spec 02 §3).
import type { DoubleValidationChallenge } from '@croupier/shared';

export const isDoubleValidationAnswer = (data: unknown): data is { double_validation: DoubleValidationChallenge } =>
  typeof data === 'object' && data !== null && 'double_validation' in data;
