// What stands in place of something that failed to load: the reason, announced at once
// (role=alert), and a button that tries again. The caller gives the words (its own namespace)
// and its class names; the kit gives the structure every app shows the same way.
export interface RetryNoticeProps {
  message: string;
  retryLabel: string;
  onRetry(): void;
  className?: string;
  buttonClassName?: string;
}

export function RetryNotice({ message, retryLabel, onRetry, className, buttonClassName }: RetryNoticeProps) {
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
