// The game providers' answers (/api/operator/games/providers, docs/operators.md "Games"): one
// catalogue for every site.

export interface GameProvider {
  gp_id: string;
  gp_name: string;
  /** Off: out of every game list, its games do not launch. */
  active: boolean;
  demo: boolean;
  /** The maintenance window in epoch ms; start null: none; end null: until cleared. */
  maintain_start: number | null;
  maintain_end: number | null;
  in_maintenance: boolean;
  /** The window as a site's zone writes it. */
  maintain_interval: { start: string | null; end: string | null };
}

/** POST /games/providers/:gp_id/maintenance: start and end as ISO 8601 with a zone; start defaults to now. */
export type MaintenanceBody = { start?: string; end?: string } | { clear: true };
