// What stands in place of something that failed to load: the reason, announced at once
// (role=alert), and a button that tries again. The caller gives the words (its own namespace);
// the kit gives the structure and the look, the same in every app.
import '../controls.css';

export interface RetryNoticeProps {
  message: string;
  retryLabel: string;
  onRetry(): void;
}

export function RetryNotice({ message, retryLabel, onRetry }: RetryNoticeProps) {
  return (
    <div role="alert" className="cr-retry-notice">
      <p>{message}</p>
      <button type="button" className="cr-button cr-button--primary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
