// mf-auth's few layout rules, injected once as a <style> (the build has no CSS loader); inputs and
// buttons use the UI kit's classes. Each field keeps a line for its error, so a message appearing
// on blur never moves the submit button away from a click that has already started.
const STYLE_ELEMENT_ID = 'mf-auth-styles';

const CSS = `
.mf-auth-tabs [role=tablist]{display:flex;gap:4px;margin-bottom:12px;border-bottom:1px solid #d0d5dd}
.mf-auth-tabs [role=tab]{padding:8px 12px;border:0;border-bottom:2px solid transparent;background:none;color:#475467;font:inherit;font-weight:600;cursor:pointer}
.mf-auth-tabs [role=tab][aria-selected=true]{border-bottom-color:#175cd3;color:#175cd3}
.mf-auth-login{display:flex;flex-direction:column;gap:4px}
.mf-auth-field{display:flex;flex-direction:column;gap:4px}
.mf-auth-field__error{min-height:1.5em;margin:0;color:#b42318;font-size:13px}
.mf-auth-captcha{display:flex;align-items:center;gap:8px;min-height:48px}
.mf-auth-captcha img{width:140px;height:48px}
.mf-auth-captcha [role=status]{flex:1}
.mf-auth-captcha [aria-disabled=true]{opacity:.6;cursor:not-allowed}
.mf-auth-login__error{color:#b42318}
.mf-auth-login__error:not(:empty){margin-bottom:8px}
.mf-auth-login button[type=submit]{width:100%}
`;

export function ensureAuthStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ELEMENT_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ELEMENT_ID;
  style.textContent = CSS;
  doc.head.appendChild(style);
}
