// The component of each page. The cashier, records and referral pages are built elsewhere and
// imported by their fixed names.
import type { ComponentType } from 'react';
import { AnnouncementPage } from '../announcements/announcement-page.js';
import { BindAccountPage } from '../cashier/bind-account-page.js';
import { DepositPage } from '../cashier/deposit-page.js';
import { WithdrawalPage } from '../cashier/withdrawal-page.js';
import { LetterPage } from '../letters/letter-page.js';
import { InfoPage } from '../profile/info-page.js';
import { RecommendMemberSearchPage } from '../recommend/recommend-member-search-page.js';
import { RecommendProjectPage } from '../recommend/recommend-project-page.js';
import { RecommendRecordPage } from '../recommend/recommend-record-page.js';
import { ResponsibleGamingPage } from '../responsible-gaming/responsible-gaming-page.js';
import { DWRecordPage } from '../records/dw-record-page.js';
import { TransactionPage } from '../records/transaction-page.js';
import { MyWalletPage } from '../wallet/my-wallet-page.js';
import type { MemberPage } from './menu.js';

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
