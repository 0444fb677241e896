// mf-auth's few layout rules (the forms, the modal's tabs, the register tab and its banner),
// injected once as a <style> (the build has no CSS loader); inputs and buttons use the UI kit's
// classes. Each field keeps a line for its error, so a message appearing
// on blur never moves the submit button away from a click that has already started.
import { injectStyle } from '@croupier/shared';

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
.mf-auth-login__notice{margin:0;color:#05603a}
.mf-auth-login__notice:not(:empty){margin-bottom:8px}
.mf-auth-login .cr-button[aria-disabled=true]{opacity:.6;cursor:not-allowed}
.mf-auth-link{align-self:center;min-height:40px;padding:8px;border:0;background:none;color:#175cd3;font:inherit;text-decoration:underline;cursor:pointer}
.mf-auth-third-party{display:flex;flex-direction:column;gap:8px}
.mf-auth-third-party__or{display:flex;align-items:center;gap:8px;margin:0;color:#475467}
.mf-auth-third-party__or::before,.mf-auth-third-party__or::after{content:"";flex:1;border-top:1px solid #d0d5dd}
.mf-auth-choice{display:flex;flex-wrap:wrap;gap:4px 16px;margin:0 0 12px;padding:0;border:0}
.mf-auth-choice legend{width:100%;margin-bottom:4px;padding:0}
.mf-auth-choice label{display:inline-flex;align-items:center;gap:6px;min-height:32px}
.mf-auth-actions{display:flex;flex-wrap:wrap;gap:8px}
.mf-auth-actions .cr-button{flex:1 1 auto}
.mf-auth-login > p{margin:0 0 12px}
.mf-auth-callback{box-sizing:border-box;max-width:30rem;margin:32px auto;padding:0 16px}
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

export function ensureAuthStyles(doc: Document = document): void {
  injectStyle(STYLE_ELEMENT_ID, CSS, doc);
}
