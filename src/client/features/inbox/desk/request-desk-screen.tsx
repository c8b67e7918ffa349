import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import type { ReactNode } from 'react';
import {
  ADMIN_PATHS,
  LANGUAGE_OPTIONS,
  REQUEST_STATUS_LABELS,
  formatDateTime,
  formatReference,
  pick,
  servicePath,
  type RequestDesk,
} from '../../../../contract';
import { useAssignees, useRequestDesk } from '../../../api/desk';
import { isApiClientError } from '../../../api/errors';
import { useMarkRead } from '../../../api/inbox';
import { useApp } from '../../../context/app-provider';
import { useAuth } from '../../../context/auth-provider';
import { Link as AppLink } from '../../../context/navigation';
import { InboxFieldList } from '../inbox-fields';
import { RequestDocuments } from './request-documents';
import { requestFields } from '../request-fields';
import { DeskControls } from './desk-controls';
import { AutomaticMails } from './mail-status';
import { ReplyComposer } from './reply-composer';
import { RequestTimeline } from './request-timeline';

/**
 * One request on the desk (decision 0030), at `/system/requests/{id}`: its fields and
 * documents, where it stands and who has it, its history and the staff's notes, on one
 * screen. Opening it marks it read for the one who opened it; another tab's change shows
 * at once (`requests_changed`).
 */
export function RequestDeskScreen() {
  const { t, dir } = useApp();
  const id = Number(useParams().id);
  const desk = useRequestDesk(id);
  const assignees = useAssignees().data ?? [];
  const missing =
    !(Number.isSafeInteger(id) && id > 0) ||
    (desk.isError && isApiClientError(desk.error) && desk.error.status === 404);

  const back = (
    <Button
      component={AppLink}
      to={ADMIN_PATHS.requests}
      startIcon={<ArrowBackIcon sx={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />}
      sx={{ mb: 2 }}
    >
      {t('Back to requests')}
    </Button>
  );
  if (desk.data) {
    return (
      <>
        {back}
        <DeskPage desk={desk.data}>
          <RequestTimeline
            requestId={id}
            events={desk.data.events}
            mails={desk.data.mails}
            assignees={assignees}
          />
        </DeskPage>
      </>
    );
  }
  if (missing || desk.isError) {
    return (
      <>
        {back}
        <Alert
          severity={missing ? 'warning' : 'error'}
          action={
            missing ? undefined : (
              <Button color="inherit" size="small" onClick={() => void desk.refetch()}>
                {t('Try again')}
              </Button>
            )
          }
        >
          {missing
            ? t('This request no longer exists. It may have been deleted.')
            : t('Could not load this request.')}
        </Alert>
      </>
    );
  }
  return (
    <Box role="status" aria-label={t('Loading')} sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}

function DeskPage({
  desk: { request, service, mails, mail_enabled, track_url },
  children,
}: {
  desk: RequestDesk;
  children: ReactNode;
}) {
  const { t, lang } = useApp();
  const { user } = useAuth();
  const markRead = useMarkRead('requests', (item) => item.request_id);
  const userId = user?.user_id;
  const unread = userId !== undefined && !request.is_read.includes(userId);
  useEffect(() => {
    if (unread && userId !== undefined) markRead.mutate({ id: request.request_id, userId });
    // Once per request opened, not on every render of the mutation's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.request_id, unread, userId]);

  return (
    <>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          <bdi>{request.request_name}</bdi>
        </Typography>
        <Chip
          color="primary"
          label={t(REQUEST_STATUS_LABELS[request.request_status])}
          data-testid="request-status"
        />
      </Stack>
      {/* On a phone the desk's controls come right after the request, before its history. */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(260px, 1fr)' },
          gridTemplateAreas: {
            xs: '"request" "desk" "reply" "history"',
            md: '"request desk" "reply desk" "history desk"',
          },
          gridTemplateRows: { md: 'auto auto 1fr' },
        }}
      >
        <Card variant="outlined" sx={{ borderRadius: 3, gridArea: 'request' }}>
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
              {t('The request')}
            </Typography>
            <InboxFieldList
              fields={[
                ...requestFields(request, t),
                // Ordered from a service's page: which one (a service deleted since still says its name).
                ...(service
                  ? [
                      {
                        label: t('Service asked about'),
                        value: pick(service.service_name, lang),
                        href: service.is_deleted
                          ? undefined
                          : servicePath(pick(service.service_name, lang), service.service_id),
                      },
                    ]
                  : []),
              ]}
            />
            <RequestDocuments request={request} />
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ borderRadius: 3, gridArea: 'reply' }}>
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
              {t('Reply to the student')}
            </Typography>
            <ReplyComposer request={request} mailEnabled={mail_enabled} />
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ borderRadius: 3, gridArea: 'history' }}>
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
              {t('History and notes')}
            </Typography>
            {children}
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ borderRadius: 3, gridArea: 'desk' }}>
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
              {t('On the desk')}
            </Typography>
            <DeskControls request={request} trackUrl={track_url} />
            <Box component="dl" sx={{ mt: 3, mb: 0, display: 'grid', gap: 0.5, '& dd': { m: 0, mb: 1 } }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('Reference number')}
              </Typography>
              <Typography
                component="dd"
                variant="body1"
                sx={{ fontFamily: 'monospace', letterSpacing: '0.05em' }}
              >
                <bdi dir="ltr">{formatReference(request.request_ref)}</bdi>
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('Received')}
              </Typography>
              <Typography component="dd" variant="body1">
                <time dateTime={request.creation_timestamp}>
                  {formatDateTime(request.creation_timestamp, lang)}
                </time>
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('Sent from the page in')}
              </Typography>
              <Typography component="dd" variant="body1">
                {LANGUAGE_OPTIONS.find((option) => option.lang === request.request_lang)?.title}
              </Typography>
              <AutomaticMails requestId={request.request_id} mails={mails} />
            </Box>
          </CardContent>
        </Card>
      </Box>
    </>
  );
}
