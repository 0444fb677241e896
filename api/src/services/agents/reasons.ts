/** Ledger reasons of the agent centre (migration 016). */
export const AgentReason = {
  transferOut: (transferId: number) => `agent_transfer_out:${transferId}`,
  transferIn: (transferId: number) => `agent_transfer_in:${transferId}`,
  commission: (settlementId: number) => `commission:${settlementId}`,
} as const;
