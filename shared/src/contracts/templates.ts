// Templates (spec 01 §3): the mobile templates H5_1..H5_8, the legacy names some brands still
// store in MOBILE_TEMPLATE_NAME, and the value sent for the desktop template.

export const MOBILE_TEMPLATES = ['H5_1', 'H5_2', 'H5_3', 'H5_4', 'H5_5', 'H5_6', 'H5_7', 'H5_8'] as const;
export type MobileTemplateName = (typeof MOBILE_TEMPLATES)[number];

/** Legacy MOBILE_TEMPLATE_NAME values and the template each one is. */
export const LEGACY_MOBILE_TEMPLATE_NAMES: Readonly<Record<string, MobileTemplateName>> = {
  origin_mobile: 'H5_1',
  bob_mobile: 'H5_2',
};

/** The template value sent for the desktop layout (e.g. web-mobile-footer, register background). */
export const DESKTOP_TEMPLATE = 'pc';
export type TemplateName = MobileTemplateName | typeof DESKTOP_TEMPLATE;

export const DEFAULT_MOBILE_TEMPLATE: MobileTemplateName = 'H5_1';

/**
 * The model_version the model lists (/web/model_setting, model_sponsor, model_login) are asked at
 * when the site's template config names none (or has not answered).
 * @deprecated The shell alone asks the model lists; 8.0.0 moves it into the shell.
 */
export const DEFAULT_MODEL_VERSION = 1;

export const isMobileTemplateName = (name: unknown): name is MobileTemplateName =>
  typeof name === 'string' && (MOBILE_TEMPLATES as readonly string[]).includes(name);

/** H5_x as is, a legacy name as its template, anything else null. */
export function toMobileTemplate(name: string | null | undefined): MobileTemplateName | null {
  const trimmed = (name ?? '').trim();
  if (isMobileTemplateName(trimmed)) return trimmed;
  return Object.hasOwn(LEGACY_MOBILE_TEMPLATE_NAMES, trimmed) ? (LEGACY_MOBILE_TEMPLATE_NAMES[trimmed] ?? null) : null;
}

/**
 * The template value the calls send (web-mobile-footer, register background): 'pc' on the
 * desktop layout, else the site's MOBILE_TEMPLATE_NAME as H5_x (H5_1 when unknown).
 */
export function templateValue(isDesktop: boolean, mobileTemplateName: string | null | undefined): TemplateName {
  return isDesktop ? DESKTOP_TEMPLATE : (toMobileTemplate(mobileTemplateName) ?? DEFAULT_MOBILE_TEMPLATE);
}
