// The component of each page (the files have fixed names; the reports' pages are built apart).
import type { ComponentType } from 'react';
import { AgreementPage } from '../agreement/agreement-page.js';
import { DownlineInfoPage } from '../downline/downline-info-page.js';
import { PlanPage } from '../plan/plan-page.js';
import { PromotionPage } from '../promotion/promotion-page.js';
import { RegisterPage } from '../register/register-page.js';
import { OperationTablePage } from '../reports/operation-table-page.js';
import { StratifiedTablePage } from '../reports/stratified-table-page.js';
import { PerformanceSettlementPage } from '../settlement/performance-settlement-page.js';
import { TransferPage } from '../transfer/transfer-page.js';
import type { AgentAreaPage } from './menu.js';

export const PAGES: Readonly<Record<AgentAreaPage, ComponentType>> = {
  Plan: PlanPage,
  Agreement: AgreementPage,
  Register: RegisterPage,
  DownlineInfo: DownlineInfoPage,
  Promotion: PromotionPage,
  OperationTable: OperationTablePage,
  StratifiedTable: StratifiedTablePage,
  Transfer: TransferPage,
  PerformanceSettlement: PerformanceSettlementPage,
};
