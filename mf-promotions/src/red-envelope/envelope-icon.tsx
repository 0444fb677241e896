// A red envelope drawn inline (an emoji needs a colour-emoji font the visitor may not have).
export function EnvelopeIcon() {
  return (
    <svg
      className="mfpr-envelope__icon"
      viewBox="0 0 24 32"
      width="24"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="1" y="1" width="22" height="30" rx="3" fill="#d92d20" stroke="#fec84b" strokeWidth="1.5" />
      <path d="M1.5 4 12 13 22.5 4" fill="none" stroke="#fec84b" strokeWidth="1.5" />
      <circle cx="12" cy="14" r="4" fill="#fec84b" />
    </svg>
  );
}
