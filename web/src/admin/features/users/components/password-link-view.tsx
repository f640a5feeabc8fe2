import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { copyText } from '../../../shared/copy-text';
import { formatStudioDate, useHospitalTimeZone } from '../../../shared/dates';
import type { PasswordLink } from '../api/users-api';

/**
 * A one-time set-password link to pass on: the address to copy, until when it works, and whether
 * the server e-mailed it. It is shown only now: the server keeps only its fingerprint.
 */
export function PasswordLinkView({ link, name }: { link: PasswordLink; name: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const timeZone = useHospitalTimeZone();
  const copy = async () => setCopied(await copyText(link.url));
  return (
    <Stack spacing={2}>
      <Alert severity={link.mailed ? 'success' : 'info'}>
        {link.mailed
          ? `The link was e-mailed to ${name}. You can also copy it and pass it on yourself.`
          : `No e-mail was sent (mail is not set up). Copy the link and pass it on to ${name} yourself.`}
      </Alert>
      <TextField
        label="One-time set-password link"
        value={link.url}
        fullWidth
        multiline
        slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'password-link' } }}
        onFocus={(event) => event.target.select()}
        helperText={`Works once, until ${formatStudioDate(link.expiresAt, { timeZone })}. It is shown only now.`}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
          Copy link
        </Button>
        <Typography role="status" variant="body2" color={copied === false ? 'error' : 'text.secondary'}>
          {copied === true ? 'Copied to the clipboard.' : copied === false ? 'Could not copy: select the link and copy it by hand.' : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
