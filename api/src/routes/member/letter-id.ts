// The body of the calls on one letter: { id } (LetterIdPayload).
import Type from 'typebox';
import type { LetterIdPayload } from '@croupier/shared/contracts';
import { satisfiesWire } from '../../http/route-schema.js';

export const LetterIdBody = satisfiesWire<LetterIdPayload>()(
  Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }),
);
