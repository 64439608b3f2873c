import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState } from 'react';
import type {
  adminMessages,
  messageAction,
} from '../../../server/admin/messages/admin-message-routes';
import { apiPost, type CallerAuth } from '../../../state/api-client';
import { FormAlert } from '../../ui/forms/FormField';
import { errorText } from '../../ui/forms/form-failure';
import { LoadFailed } from '../../ui/LoadFailed';
import { useRouteData } from '../../session/use-signed-in-data';
import { useSessionGuard } from '../../session/use-session-guard';
import { notify } from '../../layout/notify';
import { Pager } from '../../ui/Pager';
import { pagedListOf, pageSpan, replaceById, type PagedList } from '../admin-paging';
import { isNewMessage, messagesPath, type AdminMessage, type MessageFolder } from './admin-message';
import { MessageDetail } from './MessageDetail';
import { MessageList } from './MessageList';

const FOLDERS: readonly MessageFolder[] = ['inbox', 'archived'];

/**
 * /admin_messages: the contact form's messages. Opening a new one marks it read; an archived
 * or answered message stays in the list (with its new state) until the folder is read again,
 * so "Move to inbox" can undo an archive at once.
 */
export function MessagesScreen({ auth }: { auth: CallerAuth }) {
  const { t } = useTranslation();
  const [folder, setFolder] = useState<MessageFolder>('inbox');
  const [page, setPage] = useState(1);
  const { data, replace, reload } = useRouteData<typeof adminMessages, PagedList<AdminMessage>>(
    auth,
    messagesPath(folder, page),
    pagedListOf<AdminMessage>('messages'),
  );
  const sessionGone = useSessionGuard();
  const [openId, setOpenId] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [failure, setFailure] = useState('');
  const alert = useRef<HTMLDivElement>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const focusDetail = useRef(false);

  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  useEffect(() => {
    if (openId && focusDetail.current) {
      focusDetail.current = false;
      detailHeading.current?.focus();
    }
  }, [openId]);

  const list = data.state === 'ready' ? data.data : null;
  const opened = list?.items.find((message) => message._id === openId) ?? null;

  // Answers arrive after a while: they update the list shown then, not the one of the click.
  const listRef = useRef(list);
  listRef.current = list;
  const put = (message: AdminMessage) => {
    if (listRef.current) replace(replaceById(listRef.current, message));
  };

  const act = async (message: AdminMessage, action: 'read' | 'archive' | 'unarchive') => {
    const answer = await apiPost<typeof messageAction>(
      'admin_messages',
      { _id: message._id, action },
      auth,
    );
    put(answer.message);
  };

  const open = (message: AdminMessage) => {
    setFailure('');
    focusDetail.current = true;
    setOpenId(message._id);
    if (!isNewMessage(message)) return;
    act(message, 'read').catch((err: unknown) => {
      if (!sessionGone(err)) setFailure(errorText(err, t));
    });
  };

  const move = async (message: AdminMessage) => {
    setFailure('');
    setMoving(true);
    try {
      const archive = message.status !== 'A';
      await act(message, archive ? 'archive' : 'unarchive');
      notify(
        t(archive ? 'adminPeople.messages.archived' : 'adminPeople.messages.unarchived'),
        'success',
      );
    } catch (err) {
      if (!sessionGone(err)) setFailure(errorText(err, t));
    } finally {
      setMoving(false);
    }
  };

  const chooseFolder = (next: MessageFolder) => {
    if (next === folder) return;
    setFailure('');
    setOpenId(null);
    setFolder(next);
    setPage(1);
  };

  const listLabel = t(`adminPeople.messages.list.${folder}`);

  return (
    <>
      <div role="group" aria-label={t('adminPeople.messages.folders')} className="btn-group mb-3">
        {FOLDERS.map((name) => (
          <button
            key={name}
            type="button"
            className={`btn ${name === folder ? 'btn-dark' : 'btn-outline-dark'}`}
            aria-pressed={name === folder}
            onClick={() => chooseFolder(name)}
          >
            {t(`adminPeople.messages.folder.${name}`)}
          </button>
        ))}
      </div>
      <FormAlert ref={alert} message={failure} />
      {data.state === 'loading' && <p role="status">{t('adminPeople.messages.loading')}</p>}
      {data.state === 'failed' && <LoadFailed error={data.error} onRetry={reload} />}
      {list && (
        <div className="row">
          <div className="col-lg-5">
            <p role="status" className="small text-body-secondary">
              {t('adminPeople.messages.count', { count: list.total })}
            </p>
            {list.items.length === 0 ? (
              <p>{t(`adminPeople.messages.empty.${folder}`)}</p>
            ) : (
              <MessageList label={listLabel} messages={list.items} openId={openId} onOpen={open} />
            )}
            <Pager
              texts="adminPeople.pager"
              list={listLabel}
              span={pageSpan(list)}
              className="flex-wrap my-3"
              onPage={(next) => {
                setOpenId(null);
                setPage(next);
              }}
            />
          </div>
          <div className="col-lg-7">
            {opened ? (
              <MessageDetail
                ref={detailHeading}
                auth={auth}
                message={opened}
                moving={moving}
                onMove={(message) => void move(message)}
                onReplied={put}
              />
            ) : (
              list.items.length > 0 && (
                <p className="text-body-secondary">{t('adminPeople.messages.pick')}</p>
              )
            )}
          </div>
        </div>
      )}
    </>
  );
}
