import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSyncExternalStore } from 'react';
import { authorHtmlBox } from '../../dashboard/widgets/cards/containment';
import { sanitizeHtml } from '../../dashboard/widgets/cards/sanitizeHtml';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';
import { dialogStore, type OpenDialog } from './dialogStore';

/** Renders the alert, confirm and forbidden dialogs of part 2 §2.2 and part 1 §8. */
export const DialogHost = () => {
    const dialogs = useSyncExternalStore(dialogStore.subscribe, dialogStore.getSnapshot);
    return dialogs.map(dialog => <StoredDialog key={dialog.id} dialog={dialog} />);
};

const StoredDialog = ({ dialog: { request, close } }: { dialog: OpenDialog }) => {
    const translate = usePublicTranslate();
    const text = (key: string) => translate(key, { _: key });
    const content =
        request.kind === 'forbidden'
            ? {
                  title: 'access.access-forbidden',
                  message: 'access.access-forbidden-text',
                  cancel: 'action.cancel',
                  ok: 'action.sign-in',
              }
            : request.kind === 'confirm'
              ? { title: request.title, message: request.message, cancel: 'action.cancel', ok: request.okLabel ?? 'action.ok' }
              : { title: request.title, message: request.message, ok: request.okLabel ?? 'action.ok' };
    const titleId = `dialog-${request.kind}-title`;
    return (
        <Dialog open onClose={() => close(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
            <DialogTitle id={titleId}>{text(content.title)}</DialogTitle>
            {content.message && (
                <DialogContent>
                    {/* The message is HTML (part 2 §2.2), shown sanitized: a <br/> breaks, a <b> is bold, a script never runs. */}
                    <DialogContentText
                        component="div"
                        sx={{ whiteSpace: 'pre-line', '& a': { color: 'primary.main' }, ...authorHtmlBox }}
                        dangerouslySetInnerHTML={{ __html: sanitizeHtml(text(content.message)) }}
                    />
                </DialogContent>
            )}
            <DialogActions>
                {content.cancel && (
                    <Button color="primary" onClick={() => close(false)}>
                        {text(content.cancel)}
                    </Button>
                )}
                <Button variant="contained" onClick={() => close(true)} autoFocus>
                    {text(content.ok)}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
