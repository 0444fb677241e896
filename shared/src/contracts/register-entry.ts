// The register entry's query parameters (spec 01 §2: "The register page reads id (agent
// introducer), invite (friend recommend code) and currency"). The shell keeps them for the tab
// in sessionStorage under REGISTER_ENTRY_STORAGE_KEY (JSON) and passes them with the openLogin
// that opens the register tab; the register form reads either.

export interface RegisterEntryParams {
  /** Agent introducer id. */
  id?: string;
  /** Friend-recommend code. */
  invite?: string;
  currency?: string;
}

export const REGISTER_ENTRY_STORAGE_KEY = 'registerEntry';
