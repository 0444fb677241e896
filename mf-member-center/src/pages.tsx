// The component of each page, from the face of the feature that builds it.
import type { ComponentType } from 'react';
import { AnnouncementPage } from './announcements/index.js';
import { BindAccountPage, DepositPage, WithdrawalPage } from './cashier/index.js';
import { LetterPage } from './letters/index.js';
import { InfoPage } from './profile/index.js';
import { RecommendMemberSearchPage, RecommendProjectPage, RecommendRecordPage } from './recommend/index.js';
import { ResponsibleGamingPage } from './responsible-gaming/index.js';
import { DWRecordPage, TransactionPage } from './records/index.js';
import { MyWalletPage } from './wallet/index.js';
import type { MemberPage } from './frame/index.js';

export const PAGES: Readonly<Record<MemberPage, ComponentType>> = {
  Info: InfoPage,
  MyWallet: MyWalletPage,
  Announcement: AnnouncementPage,
  Letter: LetterPage,
  Deposit: DepositPage,
  Withdrawal: WithdrawalPage,
  BindAccount: BindAccountPage,
  Transaction: TransactionPage,
  DWRecord: DWRecordPage,
  ResponsibleGaming: ResponsibleGamingPage,
  RecommendProject: RecommendProjectPage,
  RecommendRecord: RecommendRecordPage,
  RecommendMemberSearch: RecommendMemberSearchPage,
};

/**
 * The pages that are a titled region of their own (a section with its h2; Deposit also stands
 * alone at /Deposit): the frame puts no second heading and region around them.
 */
export const OWN_HEADING: ReadonlySet<MemberPage> = new Set<MemberPage>([
  'Deposit',
  'Withdrawal',
  'BindAccount',
  'Transaction',
  'DWRecord',
  'RecommendProject',
  'RecommendRecord',
  'RecommendMemberSearch',
]);
