// The template channels of spec 01 §7: `{template}_template` carries model_settings.url for these
// templates only; bob_mobile_template carries model_sponsor.url and model_login.url.

export const MODEL_SETTING_TEMPLATES = ['site02', 'suncity', 'apsport'] as const;

/** Payload of model_settings.url / model_sponsor.url / model_login.url (spec 01 §3: template change). */
export interface TemplateChangePayload {
  language: string;
}
