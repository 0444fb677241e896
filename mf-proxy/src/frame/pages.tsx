// The component of each page (the files have fixed names; the reports' pages are built apart).
import type { ComponentType } from 'react';
import { AgreementPage } from '../agreement/index.js';
import { DownlineInfoPage } from '../downline/index.js';
import { PlanPage } from '../plan/index.js';
import { PromotionPage } from '../promotion/index.js';
import { RegisterPage } from '../register/index.js';
import { OperationTablePage, StratifiedTablePage } from '../reports/index.js';
import { PerformanceSettlementPage } from '../settlement/index.js';
import { TransferPage } from '../transfer/index.js';
import type { AgentAreaPage } from '../menu.js';

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
