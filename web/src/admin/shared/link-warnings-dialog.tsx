import { reasonLabels, type LinkWarning } from './api/link-review-api';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The publish warning: the record's links that lead to a page or file that is not public. The
 * editor may fix them first (Cancel) or publish anyway.
 */
export function LinkWarningsDialog({ warnings, onPublish, onClose }: { warnings: readonly LinkWarning[] | null; onPublish: () => void; onClose: () => void }) {
  const count = warnings?.length ?? 0;
  return (
    <ConfirmDialog open={count > 0} title={count === 1 ? 'A link leads to nothing public' : `${count} links lead to nothing public`} confirmLabel="Publish anyway" onConfirm={onPublish} onClose={onClose}>
      Patients following {count === 1 ? 'this link' : 'these links'} would find no page or file:
      <ul data-testid="link-warnings">
        {(warnings ?? []).map((warning) => (
          <li key={`${warning.field} ${warning.url}`}>
            <strong>{warning.field}</strong>: <code>{warning.url}</code>: {reasonLabels[warning.reason]}. {warning.detail}
          </li>
        ))}
      </ul>
      Cancel to correct {count === 1 ? 'it' : 'them'} first, or publish anyway.
    </ConfirmDialog>
  );
}
