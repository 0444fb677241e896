// POST /api/arks/web/member/letter (LetterListPayload) -> new style LetterList: the member's
// letters not deleted, newest first (by id), with total_count and unread_count (the shell's badge).
import Type from 'typebox';
import { LETTER_PAGE_SIZE, type LetterListPayload } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { Defaulted, IntegerIn, satisfiesWire, SiteId, StringIn } from '../../http/route-schema.js';
import type { MemberRoutePlugin } from './options.js';

const Body = satisfiesWire<LetterListPayload>()(
  Type.Object({
    active: Defaulted(IntegerIn([1]), 1),
    count: Defaulted(Type.Integer({ minimum: 1, maximum: 100 }), LETTER_PAGE_SIZE),
    language: Defaulted(Type.String({ maxLength: 16 }), 'en_US'),
    page: Defaulted(Type.Integer({ minimum: 1, maximum: 100_000 }), 1),
    site_id: SiteId,
    sort_field: Defaulted(StringIn(['id']), 'id'),
    sort_order: Defaulted(StringIn(['desc']), 'desc'),
  }),
);

export const letterListRoute: MemberRoutePlugin = async (app, { services, letters }) => {
  app.post(
    '/arks/web/member/letter',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request) => {
      const { page, count } = request.body;
      return ok(letters.list(memberOf(request).id, page, count));
    },
  );
};
