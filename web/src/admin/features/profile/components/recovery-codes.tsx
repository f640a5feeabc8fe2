import ContentCopy from '@mui/icons-material/ContentCopy';
import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { saveBlob } from '../../../shared/api/download-file';
import { copyText } from '../../../shared/copy-text';

/** The ten recovery codes, shown once: to copy or download, and a button to say they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = `Recovery codes for the content studio (${window.location.host}). Each signs you in once.\n\n${codes.join('\n')}\n`;
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Keep these ten codes somewhere safe (a password manager, or printed). Each one signs you in once if you lose your phone. They are shown only now.
      </Alert>
      <Box component="ul" aria-label="Recovery codes" data-testid="recovery-codes" sx={{ fontFamily: 'monospace', fontSize: 16, columns: 2, m: 0, pl: 3 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copyText(codes.join('\n')).then(setCopied)}>
          Copy codes
        </Button>
        <Button variant="outlined" startIcon={<FileDownload />} onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}>
          Download
        </Button>
        <Button variant="contained" onClick={onDone}>
          I have kept them
        </Button>
        <Typography role="status" variant="body2" color={copied === false ? 'error' : 'text.secondary'}>
          {copied === true ? 'Copied to the clipboard.' : copied === false ? 'Could not copy: select the codes and copy them by hand.' : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
