import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../../shared/api/http';
import { errorMessage } from '../../../shared/error-message';
import { searchPreview, useAddSynonym, type SearchPreview } from '../api/search-admin-api';

type Check = { status: 'checking' } | { status: 'done'; preview: SearchPreview } | { status: 'error' };

/**
 * The inline form under a search that found nothing: the patient's words (as they searched) and
 * the words the site uses for it. Once added, it says what the website's search now answers for
 * those words, so the editor sees the loop closed (or that other words are needed).
 */
export function AddSynonymForm({ query, onClose }: { query: string; onClose: () => void }) {
  const [terms, setTerms] = useState(query);
  const [expansion, setExpansion] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ terms?: string; expansion?: string }>({});
  const [formError, setFormError] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const [check, setCheck] = useState<Check>({ status: 'checking' });
  const add = useAddSynonym();
  const id = useId();
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (added !== null) result.current?.focus();
  }, [added]);

  const runCheck = (words: string) => {
    setCheck({ status: 'checking' });
    searchPreview(words).then(
      (preview) => setCheck({ status: 'done', preview }),
      () => setCheck({ status: 'error' }),
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(terms.trim() === '' ? { terms: 'Give at least one word patients type.' } : {}),
      ...(expansion.trim() === '' ? { expansion: 'Give the words to look for.' } : {}),
    };
    setFieldErrors(missing);
    setFormError('');
    if (Object.keys(missing).length > 0) return;
    add.mutate(
      { terms, expansion },
      {
        onSuccess: (answer) => {
          setAdded(answer.added);
          runCheck(terms.split(',')[0]?.trim() || query);
        },
        onError: (failure) => {
          const errors = failure instanceof ApiError ? (failure.body as { errors?: { terms?: string; expansion?: string } } | null)?.errors : undefined;
          if (errors?.terms || errors?.expansion) setFieldErrors({ terms: errors.terms, expansion: errors.expansion });
          else setFormError(errorMessage(failure, 'The synonym could not be added.'));
        },
      },
    );
  };

  if (added !== null) {
    const words = terms.split(',')[0]?.trim() || query;
    return (
      <Box ref={result} tabIndex={-1} role="status" sx={{ py: 1, outline: 'none' }}>
        <Typography>
          Synonym added: <strong>{added}</strong>
        </Typography>
        {check.status === 'checking' && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
            <CircularProgress size={16} aria-hidden />
            <Typography color="text.secondary">Checking what the search finds now...</Typography>
          </Stack>
        )}
        {check.status === 'done' && check.preview.total > 0 && (
          <Typography sx={{ mt: 1 }}>
            A search for &ldquo;{words}&rdquo; now finds {check.preview.total} {check.preview.total === 1 ? 'result' : 'results'}: {check.preview.titles.join(', ')}
            {check.preview.total > check.preview.titles.length ? ', ...' : '.'}
          </Typography>
        )}
        {check.status === 'done' && check.preview.total === 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            A search for &ldquo;{words}&rdquo; still finds nothing. Look for words the website uses, such as a department&apos;s or a service&apos;s name.
          </Alert>
        )}
        {check.status === 'error' && (
          <Alert severity="info" sx={{ mt: 1 }} action={<Button onClick={() => runCheck(words)}>Check again</Button>}>
            The synonym is saved, but the search could not be checked just now.
          </Alert>
        )}
        <Button sx={{ mt: 1 }} onClick={onClose}>
          Close
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label={`Add a synonym for “${query}”`} sx={{ py: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={`${id}-terms`}
          label="Words patients type"
          size="small"
          value={terms}
          onChange={(event) => setTerms(event.target.value)}
          error={Boolean(fieldErrors.terms)}
          helperText={fieldErrors.terms ?? 'Separate several with commas.'}
          slotProps={{ htmlInput: { maxLength: 300, spellCheck: false } }}
          sx={{ flex: 1 }}
        />
        <TextField
          id={`${id}-expansion`}
          label="Words to look for"
          size="small"
          autoFocus
          value={expansion}
          onChange={(event) => setExpansion(event.target.value)}
          error={Boolean(fieldErrors.expansion)}
          helperText={fieldErrors.expansion ?? 'As the website writes them, e.g. cardiology.'}
          slotProps={{ htmlInput: { maxLength: 300, spellCheck: false } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      {formError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {formError}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add synonym'}
        </Button>
        <Button type="button" size="small" disabled={add.isPending} onClick={onClose}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}
