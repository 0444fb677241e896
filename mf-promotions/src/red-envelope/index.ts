// The red envelope's face for the rest of mf-promotions: site-promotions.tsx shows the widget.
export { RedEnvelopeWidget } from './red-envelope-widget.js';
