// The register tab's few layout rules on top of the login's (styles.ts) and the UI kit's classes,
// injected once as a <style>. The banner carries the register background from the api.
const STYLE_ELEMENT_ID = 'mf-auth-register-styles';

const CSS = `
.mf-auth-register__banner{display:flex;align-items:flex-end;min-height:72px;margin:0 0 12px;padding:12px 16px;border-radius:8px;background:#0b3d2e center/cover no-repeat;color:#fff}
.mf-auth-register__banner p{margin:0;font-size:16px;font-weight:600;text-shadow:0 1px 2px rgba(0,0,0,.5)}
.mf-auth-register__row{display:flex;align-items:center;gap:8px}
.mf-auth-register__row select{flex:1;min-width:0}
.mf-auth-register__birthday{margin:0;padding:0;border:0;min-width:0}
.mf-auth-register__birthday legend{padding:0;margin-bottom:4px}
.mf-auth-register__sms{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.mf-auth-register__sms [aria-disabled=true]{opacity:.6;cursor:not-allowed}
.mf-auth-register__sms-status{color:#05603a;font-size:13px}
.mf-auth-register__fixed{margin:0 0 4px;color:#475467}
.mf-auth-register__notice{margin:0 0 8px;padding:8px 12px;border-radius:8px;background:#fffaeb;color:#7a2e0e}
.mf-auth-register__agreement input[type=checkbox]{width:20px;height:20px;margin:0;flex:none}
.mf-auth-register__link{padding:0;border:0;background:none;color:#175cd3;font:inherit;text-decoration:underline;cursor:pointer;align-self:flex-start}
.mf-auth-register__status{display:flex;flex-direction:column;align-items:flex-start;gap:8px;min-height:120px}
.mf-auth-agreement__content{margin-bottom:8px}
.mf-auth-agreement .cr-dialog__actions{position:sticky;bottom:-20px;margin:0 -20px -20px;padding:12px 20px 20px;background:#fff;border-top:1px solid #eaecf0}
.mf-auth-agreement__content h3{margin-top:0}
`;

export function ensureRegisterStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ELEMENT_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ELEMENT_ID;
  style.textContent = CSS;
  doc.head.appendChild(style);
}
