// Answer codes of the agent area, for the api that answers them and mf-proxy that shows them
// (with the server's message where the spec says so: apply-agent 101 and 104 are "not
// eligible", spec 02 §8). Field errors answer MemberCode.invalidField (422) as the member centre's.

export const AgentCode = {
  /** apply_for_agent/check or apply: the member may not apply (not active, already an agent, a currency without a plan). */
  notEligible: 101,
  /** apply_for_agent/check or apply: an application is already pending. */
  applicationPending: 104,
  /** Agent-centre calls by a member who is no active agent. */
  notAgent: 301,
  /** The member (or sub-agent) asked about is not in the caller's downline (also: no such account). */
  notInDownline: 302,
  /** Transfer: the amount is outside the limits. */
  transferAmountOutOfRange: 303,
  /** Transfer: above the agent's main balance. */
  insufficientBalance: 304,
  /** Transfer: the withdraw password is wrong. */
  withdrawPasswordWrong: 305,
  /** Transfer: no withdraw password set yet. */
  withdrawPasswordNotSet: 306,
  /** A report or settlement period that is not one (bad dates, start after end, longer than REPORT_MAX_DAYS, a future month). */
  invalidPeriod: 307,
  /** dev settlements/run: the period is already settled (the answer carries the settlement). */
  alreadySettled: 308,
  /** dev agents/decide: no pending application for the account. */
  applicationNotFound: 309,
  /** dev settlements/run: the period is not over yet (only past months settle). */
  periodNotOver: 310,
} as const;

/** The longest report range, in days (a custom range is refused beyond it). */
export const REPORT_MAX_DAYS = 92;
